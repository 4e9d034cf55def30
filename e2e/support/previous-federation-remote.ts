import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';

/** The release of @module-federation/enhanced before the one the shell is built with. */
export const PREVIOUS_FEDERATION_PACKAGE = 'mf-enhanced-previous-patch';

/**
 * A copy of tools/remote-template built with the PREVIOUS patch release of
 * @module-federation/enhanced (a devDependency under the alias above), as a team that has not
 * upgraded yet would build it. Each remote carries its own federation runtime
 * (docs/adr/0003-federation-runtime.md), so the shell must load it anyway. Remove the folder
 * with rmSync when done.
 */
export function previousFederationRemote(containerName: string): string {
  const copy = join(workspaceRoot, 'tmp', `e2e-previous-mf-${process.pid}-${Date.now()}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(workspaceRoot, 'tools/remote-template'), copy, { recursive: true });
  const common = JSON.stringify(join(workspaceRoot, 'tools/webpack/common.js'));
  writeFileSync(
    join(copy, 'webpack.config.js'),
    `const path = require('node:path');
const { remoteConfig } = require(${common});
const { ModuleFederationPlugin } = require('${PREVIOUS_FEDERATION_PACKAGE}/webpack');
module.exports = (_env, argv) =>
  remoteConfig({
    name: ${JSON.stringify(containerName)},
    mode: argv.mode || 'production',
    exposes: { './routes': path.join(__dirname, 'src/TimelineRoutes.tsx') },
    outputPath: path.join(__dirname, 'dist'),
    ModuleFederationPlugin,
  });
`,
  );
  return copy;
}
