// Entry of the shell. The shared singletons (React, react-dom, the router, auth) are bundled
// eagerly into this entry file, so the app can start at once: first the remotes are registered
// from the run-time registry, then the app renders and loads whichever remote the route needs.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startApp } from './bootstrap';
import { readRegistry } from './remotes/registry';

registerRemotes(readRegistry().remotes.map(({ name, entry }) => ({ name, entry })));
startApp();
