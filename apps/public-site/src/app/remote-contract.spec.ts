/**
 * @jest-environment node
 */
// The shell relies on what this remote exposes (REMOTE_EXPOSES in @furnace/contracts). This test
// fails when the build's Module Federation config drifts from that contract.
import { REMOTE_EXPOSES } from '@furnace/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

type FederationPlugin = {
  constructor: { name: string };
  _options: { name: string; exposes: Record<string, string> };
};

function federationOptions() {
  // The production build is two: the browser remote, and its server render.
  const configs = require('../../webpack.config.js')({}, { mode: 'production' });
  const config = [configs].flat().find((c) => c.name === 'public_site');
  const plugin = (config.plugins as FederationPlugin[]).find(
    (p) => p.constructor.name === 'ModuleFederationPlugin',
  );
  if (!plugin) throw new Error('webpack.config.js has no ModuleFederationPlugin');
  return plugin._options;
}

describe('the public_site remote contract', () => {
  it('is built under the container name the registry uses', () => {
    expect(federationOptions().name).toBe('public_site');
  });

  it('exposes exactly the modules the shell expects, and they exist', () => {
    const { exposes } = federationOptions();
    expect(Object.keys(exposes).sort()).toEqual([...REMOTE_EXPOSES.public_site].sort());
    for (const file of Object.values(exposes)) expect(existsSync(file)).toBe(true);
    expect(exposes['./routes']).toBe(join(__dirname, 'PublicSiteRoutes.tsx'));
  });
});
