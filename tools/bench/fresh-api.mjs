// The built API alone on a free loopback port with its own embedded PostgreSQL in `dataDir`, for
// the benchmarks that measure the API process itself (memory, backup). Resolves once it runs.
import { freePort } from '../lib/site-server.cjs';
import { benchApiEnv, mainJs, startProcess, stopProcess } from './api.mjs';

/**
 * `nodeArgs` go before main.js (e.g. `--import` a probe); `timeoutMs` bounds the start (a big
 * database takes longer). Also hands back the child, for a bench that talks to the process itself.
 */
export async function startFreshApi(dataDir, { nodeArgs = [], timeoutMs } = {}) {
  const port = await freePort();
  const api = startProcess(
    [...nodeArgs, mainJs],
    benchApiEnv(port, dataDir),
    'Museum site running',
    timeoutMs,
  );
  await api.ready.catch(async (error) => {
    await stopProcess(api.child);
    throw error;
  });
  return {
    pid: api.child.pid,
    child: api.child,
    base: `http://127.0.0.1:${port}`,
    stop: () => stopProcess(api.child),
  };
}
