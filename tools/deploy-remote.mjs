#!/usr/bin/env node
// npm run deploy:remote -- <public-site|admin|path/to/remote> [--mount /path --label "Nav label"]
// npm run rollback:remote -- <public-site|admin|container-name> [version]
// Acts on the site whose DATA_DIR is given (default .data/, the one `npm start` uses). Neither
// command rebuilds or restarts the shell or the API: the next page load picks the change up.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deployRemote, rollbackRemote } from './lib/remote-deployments.cjs';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { mount: { type: 'string' }, label: { type: 'string' } },
  });
  const [command, target, version] = positionals;
  if (!target)
    throw new Error('Name the remote: public-site, admin, or a folder holding a remote.');
  const started = Date.now();
  if (command === 'deploy') {
    deployRemote({ dataDir, nameOrDir: target, mountPath: values.mount, navLabel: values.label });
  } else if (command === 'rollback') {
    rollbackRemote({ dataDir, name: target, version });
  } else {
    throw new Error(`Unknown command ${command}: use deploy or rollback`);
  }
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Reload the page to see it.`,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
