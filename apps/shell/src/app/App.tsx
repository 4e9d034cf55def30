import { RequireAuth } from '@furnace/auth';
import { Route, Routes } from '@furnace/router';
import { lazy, Suspense } from 'react';
import { ScrollToTop } from '../chrome/ScrollToTop';
import { SiteFooter } from '../chrome/SiteFooter';
import { SiteHeader } from '../chrome/SiteHeader';
import { extraRemotes } from '../remotes/registry';
import { RemoteModule } from '../remotes/RemoteModule';

const LoginPage = lazy(() => import('../pages/LoginPage'));

/**
 * The route table of SPEC section 2, split between the shell and the remotes: the admin remote
 * answers /admin/* and /test behind the sign-in gate; /api/* and /auth/* are the server's;
 * everything else (including the 404 page) belongs to the public_site remote.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route
            path="/login"
            element={
              <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
                <LoginPage />
              </Suspense>
            }
          />
          {['/admin/*', '/test'].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAuth>
                  <RemoteModule id="admin/routes" label="the admin area" />
                </RequireAuth>
              }
            />
          ))}
          <Route path="/api/*" element={null} />
          <Route path="/auth/*" element={null} />
          {extraRemotes().map((remote) => (
            <Route
              key={remote.name}
              path={`${remote.mountPath}/*`}
              element={<RemoteModule id={`${remote.name}/routes`} label={remote.navLabel ?? 'this page'} />}
            />
          ))}
          <Route path="*" element={<RemoteModule id="public_site/routes" label="this page" />} />
        </Routes>
      </main>
      <SiteFooter />
    </>
  );
}
