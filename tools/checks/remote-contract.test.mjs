// The shell loads `{container}/routes` from every built-in remote (remoteRoutesId in
// libs/contracts/src/site/remotes.ts). Each remote's build must carry its container name from
// libs/contracts/src/site/built-in-remotes.json and expose exactly './routes', from a file that exists:
// a rename in one team's build fails here, not on visitors' screens.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const require = createRequire(import.meta.url);
const BUILT_IN_REMOTES = require('@furnace/contracts/src/site/built-in-remotes.json');

/** The Module Federation options of the remote's browser build (a production build may add its server render). */
function federationOptions(folder, name) {
  const configs = require(`../../apps/${folder}/webpack.config.js`)({}, { mode: 'production' });
  const config = [configs].flat().find((candidate) => candidate.name === name);
  assert.ok(config, `apps/${folder}/webpack.config.js builds no ${name}`);
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, `apps/${folder}/webpack.config.js has no ModuleFederationPlugin`);
  return plugin._options;
}

for (const { name, folder } of BUILT_IN_REMOTES) {
  test(`apps/${folder} is built as ${name} and exposes exactly ./routes`, () => {
    const options = federationOptions(folder, name);
    assert.equal(options.name, name);
    assert.deepEqual(Object.keys(options.exposes), ['./routes']);
    assert.ok(existsSync(options.exposes['./routes']), options.exposes['./routes']);
  });
}
