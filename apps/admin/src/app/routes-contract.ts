import type { RemoteRoutesComponent } from '@furnace/contracts';
import AdminRoutes from './AdminRoutes';

/**
 * Checked by the type-checker, never imported at run time: the component this remote exposes as
 * './routes' must fit the shell's contract (@furnace/contracts RemoteRoutesComponent).
 */
export const exposedRoutes: RemoteRoutesComponent = AdminRoutes;
