// Test helpers for the browser projects (`@furnace/ui/testing`): never imported by app code.
export { renderHydrated, type Hydrated } from './render-hydrated';
