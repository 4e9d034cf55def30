import { RequireAuth } from '@furnace/auth';
import { ACCEPT_INVITE_PATH, isAdminPath, type RemoteEntry } from '@furnace/contracts';
import { Route, Routes, useLocation } from '@furnace/router';
import { lazy, Suspense } from 'react';
import { ScrollToTop } from '../chrome/ScrollToTop';
import { SiteAlerts } from '../chrome/SiteAlerts';
import { SiteFooter } from '../chrome/SiteFooter';
import { SiteHeader } from '../chrome/SiteHeader';
import { extraRemotes } from '../remotes/registry';
import { RemoteModule } from '../remotes/RemoteModule';

const LoginPage = lazy(() => import('../pages/LoginPage'));
/** Every path no other route takes: the public pages (their own 404 among them). */
const PUBLIC_SITE: Pick<RemoteEntry, 'name' | 'mountPath' | 'navLabel'> = { name: 'public_site' };

/** docs/product.md §2's routes: admin behind the sign-in, extra remotes, the rest public_site's. */
export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {!isAdminPath(pathname) && <SiteAlerts />}
      <main id="main" tabIndex={-1}>
        {pathname === ACCEPT_INVITE_PATH ? (
          // An invitation, reset or setup link: no sign-in, its one-time token is the proof.
          <RemoteModule remote="admin" basePath="/" label="the invitation page" />
        ) : isAdminPath(pathname) ? (
          // Outside <Routes> on purpose: the admin remote matches the full path itself.
          <RequireAuth>
            <RemoteModule remote="admin" basePath="/" label="the admin area" />
          </RequireAuth>
        ) : (
          <Routes>
            <Route
              path="/login"
              element={
                <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
                  <LoginPage />
                </Suspense>
              }
            />
            <Route path="/api/*" element={null} />
            <Route path="/auth/*" element={null} />
            {[...extraRemotes(), PUBLIC_SITE].map(({ name, mountPath = '', navLabel }) => (
              <Route
                key={name}
                path={`${mountPath}/*`}
                element={
                  <RemoteModule
                    remote={name}
                    basePath={mountPath || '/'}
                    label={navLabel ?? 'this page'}
                  />
                }
              />
            ))}
          </Routes>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
