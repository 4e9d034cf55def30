import type { INestApplication } from '@nestjs/common';

/** Options the web layer needs from the API's validated configuration. */
export interface WebOptions {
  /** Folder holding the built front ends: shell/, public-site/, admin/ (default dist/apps). */
  webRoot: string;
  /** Folder for mutable state such as the remote registry (DATA_DIR). */
  dataDir: string;
}

/**
 * Serves the shell, each remote under /remotes/{name}/ and the remote registry from the same
 * process as the API. Everything under /api and /static is left to Nest's controllers.
 * (Placeholder: the front-end owner fills this in.)
 */
export async function mountWeb(_app: INestApplication, _options: WebOptions): Promise<void> {
  // filled in by the web layer
}
