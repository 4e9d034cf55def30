import { buildSite, startSite } from '../../tools/lib/site-server.cjs';

/**
 * Builds what is out of date, starts one site for the whole run and hands its address to the
 * test workers through the environment (workers start after this and inherit it).
 */
export default async function globalSetup() {
  buildSite();
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseUrl;
  process.env.E2E_DATA_DIR = site.dataDir;
  process.env.E2E_WEB_ROOT = site.webRoot;
  process.env.E2E_SERVER_PID = String(site.pid);
  return async () => site.stop();
}
