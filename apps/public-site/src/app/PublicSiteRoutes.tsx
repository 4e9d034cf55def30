import { Route, Routes } from '@furnace/router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

// Each page is its own chunk, so a visitor downloads only the page they open.
const HomePage = lazy(() => import('../features/home/HomePage'));

/**
 * Every visitor route of SPEC section 2 (the shell sends everything that is not /admin, /test,
 * /login, /api or /auth here). Exposed to the shell as 'public_site/routes'.
 */
export default function PublicSiteRoutes() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
