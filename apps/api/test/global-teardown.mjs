import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__API_TEST_PG__;
  if (!state) return;
  await state.server.stop();
  rmSync(state.dir, { recursive: true, force: true });
}
