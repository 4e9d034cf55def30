import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { mountWeb } from './web/mount-web';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // Our own signal handling (not enableShutdownHooks) so the embedded database stops after Nest.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.close().finally(() => process.exit(0));
    });
  }
  // After the API routes and before listen: the web layer's catch-all must come last.
  await mountWeb(app, {
    webRoot: config.webRoot,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  await app.listen(config.port, config.host);
  console.log(`Museum site running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
