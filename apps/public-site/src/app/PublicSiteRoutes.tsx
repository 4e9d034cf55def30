import type { RemoteRoutesProps } from '@furnace/contracts';
import { Route, Routes } from '@furnace/router';
import { lazy, Suspense, useEffect } from 'react';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import styles from './public-site.module.css';

// Each page is its own chunk, so a visitor downloads only the page they open.
const HomePage = lazy(() => import('../features/home/HomePage'));
const VisitPage = lazy(() => import('../features/visit/VisitPage'));
const SupportPage = lazy(() => import('../features/support/SupportPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const EventsPage = lazy(() => import('../features/events/EventsPage'));
const EventPage = lazy(() => import('../features/events/EventPage'));
const SignPdfPage = lazy(() => import('../features/signs/SignPdfPage'));
const HistoryPage = lazy(() => import('../features/history/HistoryPage'));
const AssociatesPage = lazy(() => import('../features/associates/AssociatesPage'));
const MapPage = lazy(() => import('../features/map/MapPage'));
const AccessibilityPage = lazy(() => import('../features/accessibility/AccessibilityPage'));
const AnnouncementPage = lazy(() => import('../features/announcement/AnnouncementPage'));
const UnderConstructionPage = lazy(
  () => import('../features/under-construction/UnderConstructionPage'),
);

/** Sub-routes of the pages with sections (docs/product.md §2); anything else below them is a 404. */
const VISIT_SECTIONS = ['hours', 'tours', 'accessibility', 'getting-here'] as const;
const SUPPORT_SECTIONS = ['membership', 'donate', 'volunteer', 'sponsorship'] as const;
const ABOUT_SECTIONS = ['history', 'holdings', 'associates', 'gallery'] as const;

/**
 * Every visitor route of docs/product.md §2 (the shell sends everything that is not /admin, /test,
 * /login, /api or /auth here). Exposed to the shell as 'public_site/routes'. Sections are listed
 * explicitly, so '/support/nope' and '/visit/hours/x' fall through to the 404 page.
 */
export default function PublicSiteRoutes({ onPageShown }: Partial<RemoteRoutesProps>) {
  return (
    <Suspense fallback={<div className={styles['public-loading']} aria-busy="true" />}>
      <Routes>
        <Route index element={<HomePage />} />

        <Route path="visit" element={<VisitPage />} />
        {VISIT_SECTIONS.map((section) => (
          <Route
            key={section}
            path={`visit/${section}`}
            element={<VisitPage section={section} />}
          />
        ))}

        <Route path="support" element={<SupportPage />} />
        {SUPPORT_SECTIONS.map((section) => (
          <Route
            key={section}
            path={`support/${section}`}
            element={<SupportPage section={section} />}
          />
        ))}
        {/* The footer links /sponsorship: the same section as /support/sponsorship. */}
        <Route path="sponsorship" element={<SupportPage section="sponsorship" />} />

        <Route path="about" element={<AboutPage />} />
        {ABOUT_SECTIONS.map((section) => (
          <Route
            key={section}
            path={`about/${section}`}
            element={<AboutPage section={section} />}
          />
        ))}

        <Route path="events" element={<EventsPage />} />
        <Route path="events/:id" element={<EventPage />} />
        <Route path="signs/:name" element={<SignPdfPage />} />

        <Route path="history" element={<HistoryPage />} />
        <Route path="associates" element={<AssociatesPage />} />
        <Route path="map" element={<MapPage />} />
        <Route path="accessibility" element={<AccessibilityPage />} />
        <Route path="new-website-announcement" element={<AnnouncementPage />} />

        <Route path="shop" element={<UnderConstructionPage page="Museum Shop" />} />
        <Route path="membership" element={<UnderConstructionPage page="Membership" />} />
        <Route path="donate" element={<UnderConstructionPage page="Donate" />} />

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <PageShown onShown={onPageShown} />
    </Suspense>
  );
}

/**
 * Inside the pages' Suspense boundary, so its effect runs once the page is on screen and live:
 * rendered, or (a page the server sent) hydrated, which waits for the page's chunk.
 */
function PageShown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}
