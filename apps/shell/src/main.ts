// The shared singletons are bundled eagerly here, so the app starts at once.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startApp } from './bootstrap';
import { readRegistry } from './remotes/registry';

registerRemotes(readRegistry().remotes.map(({ name, entry }) => ({ name, entry })));
startApp();
