import { PUBLIC_ROUTES, type PublicPageName, type RemoteRoutesProps } from '@furnace/contracts';
import { Route, Routes } from '@furnace/router';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';

// Each page is its own chunk, so a visitor downloads only the page they open.
const PAGES: Record<PublicPageName, ComponentType<{ section?: string }>> = {
  home: lazy(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage')),
  visit: lazy(() => import('../features/visit/VisitPage')),
  support: lazy(() => import('../features/support/SupportPage')),
  about: lazy(() => import('../features/about/AboutPage')),
  events: lazy(() => import('../features/events/EventsPage')),
  event: lazy(() => import('../features/events/EventPage')),
  sign: lazy(() => import('../features/signs/SignPdfPage')),
  history: lazy(() => import('../features/history/HistoryPage')),
  associates: lazy(() => import('../features/associates/AssociatesPage')),
  map: lazy(() => import('../features/map/MapPage')),
  accessibility: lazy(() => import('../features/accessibility/AccessibilityPage')),
  announcement: lazy(() => import('../features/announcement/AnnouncementPage')),
  'under-construction': lazy(() => import('../features/under-construction/UnderConstructionPage')),
};
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** Contracts' PUBLIC_ROUTES, exposed as 'public_site/routes'; any other path is the 404 page. */
export default function PublicSiteRoutes({ onPageShown }: Partial<RemoteRoutesProps>) {
  return (
    // The shell's placeholder (its global stylesheet): a screen tall, so the footer stays put.
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        {PUBLIC_ROUTES.map(({ path, page, section }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page section={section} />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <PageShown onShown={onPageShown} />
    </Suspense>
  );
}

/** Inside the pages' Suspense boundary: its effect runs once the page is live (or hydrated). */
function PageShown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}
