// Entry of the shell. The remotes are registered from the run-time registry BEFORE the app's code
// loads, then the app boots asynchronously so the shared singletons (React, the router, auth) are
// negotiated by Module Federation first.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRegistry } from './remotes/registry';

registerRemotes(readRegistry().remotes.map(({ name, entry }) => ({ name, entry })));

import('./bootstrap');
