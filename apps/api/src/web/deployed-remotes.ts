import { join } from 'node:path';
import express, { type Response } from 'express';
import { IMMUTABLE } from './cache-policy';

/** Where `npm run deploy:remote` publishes versions, and the URL they are served under. */
export const DEPLOYMENTS_FOLDER = 'deployments';
export const DEPLOYMENTS_URL = '/deployed';

/**
 * Serves DATA_DIR/deployments/{remote}/{version}/…: every deployed version is an immutable
 * folder (a new deploy is a new folder), so all its files, remoteEntry.js included, may be cached
 * for a year. Old versions stay, so a visitor with an old page open keeps working until reload.
 */
export function deployedRemotesMiddleware(dataDir: string) {
  return express.static(join(dataDir, DEPLOYMENTS_FOLDER), {
    index: false,
    fallthrough: true,
    dotfiles: 'ignore', // staging folders of a deploy in progress start with a dot
    setHeaders: (res: Response) => res.setHeader('Cache-Control', IMMUTABLE),
  });
}
