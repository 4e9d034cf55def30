// Placeholder until the accounts issue: the create-admin / reset-password commands live here.
console.error('No commands yet.');
process.exit(1);
