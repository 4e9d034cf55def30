// The account rules live with their payloads in @furnace/contracts; this name stays for the audit
// interceptor until it goes.
export { normalizeUsername } from '@furnace/contracts';
