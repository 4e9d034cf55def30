// The built API alone on a free loopback port with its own embedded PostgreSQL in `dataDir`, for
// the benchmarks that measure the API process itself (memory, backup). Resolves once it runs.
import { freePort } from '../lib/site-server.cjs';
import { mainJs, startProcess, stopProcess } from './api.mjs';

export async function startFreshApi(dataDir) {
  const port = await freePort();
  const api = startProcess(
    [mainJs],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
    },
    'Museum site running',
  );
  await api.ready.catch(async (error) => {
    await stopProcess(api.child);
    throw error;
  });
  return {
    pid: api.child.pid,
    base: `http://127.0.0.1:${port}`,
    stop: () => stopProcess(api.child),
  };
}
