// Child processes of `npm run dev`, each in its own process group, so stopping one stops
// everything it started too (a webpack dev server's workers, the API). Every group still running
// is killed when this process exits, however it exits: Ctrl-C leaves nothing behind.
const { spawn } = require('node:child_process');
const { stopProcess } = require('../lib/processes.cjs');

const running = new Set();

function spawnInGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM to the child's group; SIGKILL after 10 s if it has not exited. */
const stopGroup = (child) => stopProcess(child, { graceMs: 10_000, group: true });

const stopAllGroups = () => Promise.all([...running].map(stopGroup));

// Last resort (an uncaught error, process.exit): no group may outlive us.
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

module.exports = { spawnInGroup, stopGroup, stopAllGroups };
