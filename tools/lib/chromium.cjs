// `npx playwright install` cannot download here, so browsers come from the system Chromium
// (Debian's package; CHROMIUM_PATH overrides). Where none exists Playwright's own browser is used.
// The flags keep Chromium from reaching for the network this machine does not have.
const { existsSync } = require('node:fs');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  );
const chromiumLaunchOptions = () => ({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

module.exports = { CHROMIUM_ARGS, chromiumPath, chromiumLaunchOptions };
