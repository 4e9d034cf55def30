// Loaded into the site's process by event-loop.mjs (`--import` in NODE_OPTIONS): how long the
// event loop was held. On SIGUSR2 it prints the longest delay since the last signal (ms) and the
// CPU time the process used meanwhile (ms, all its threads), and starts over, so the bench can put
// numbers on each request it sends. On a busy machine the delay also counts time the process
// waited for a core; the CPU time does not.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let cpu = process.cpuUsage();
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage(cpu);
  process.stdout.write(
    `loop-delay-max-ms ${(delay.max / 1e6).toFixed(1)} cpu-ms ${((user + system) / 1000).toFixed(1)}\n`,
  );
  delay.reset();
  cpu = process.cpuUsage();
});
