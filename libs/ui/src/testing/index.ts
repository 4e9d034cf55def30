// Test helpers for the browser projects (`@furnace/ui/testing`): never imported by app code.
export { cleanupHydrated, renderHydrated, type Hydrated } from './render-hydrated';
