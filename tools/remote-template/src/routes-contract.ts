import type { RemoteRoutesComponent } from '@furnace/contracts';
import TimelineRoutes from './TimelineRoutes';

/** Type-checked, never imported: the exposed component must fit the shell's contract. */
export const exposedRoutes: RemoteRoutesComponent = TimelineRoutes;
