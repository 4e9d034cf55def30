// Loaded into the site's process by event-loop.mjs (`--import` in NODE_OPTIONS): how long the event loop was
// held. On SIGUSR2 it prints the longest delay since the last signal (ms) and starts over, so the
// bench can put a number on each request it sends.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
process.on('SIGUSR2', () => {
  process.stdout.write(`loop-delay-max-ms ${(delay.max / 1e6).toFixed(1)}\n`);
  delay.reset();
});
