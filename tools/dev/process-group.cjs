// Child processes of `npm run dev`, each in its own process group, so stopping one stops
// everything it started too (a webpack dev server's workers, the API). Every group still running
// is killed when this process exits, however it exits: Ctrl-C leaves nothing behind.
const { spawn } = require('node:child_process');

const running = new Set();

function spawnInGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM to the child's group; SIGKILL after `graceMs` if it has not exited. */
function stopGroup(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL'); // grandchildren the child left behind, if any
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

function stopAllGroups() {
  return Promise.all([...running].map((child) => stopGroup(child)));
}

// Last resort (an uncaught error, process.exit): no group may outlive us.
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

module.exports = { spawnInGroup, stopGroup, stopAllGroups };
