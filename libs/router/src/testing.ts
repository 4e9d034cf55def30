/**
 * Routers for tests only. Kept out of the shared facade (index.ts), which every visitor downloads
 * whole because it is a Module Federation singleton: MemoryRouter alone is half a kilobyte gzipped.
 */
export { MemoryRouter } from 'react-router-dom';
