import pageStyles from '../../components/page/page.module.css';
import { eventPdfPath, MESSAGES } from '@furnace/contracts';
import { Link, useParams } from '@furnace/router';
import { PdfDocument } from '../../components/pdf/PdfDocument';
import { usePageTitle } from '../../hooks/usePageTitle';

/** /events/{id}: the event's PDF, or 'No PDF has been uploaded for this event yet.' */
export default function EventPdfPage() {
  const { id = '' } = useParams();
  usePageTitle(
    'Event details',
    'Details and printable flyer for a program at Cornwall Iron Furnace.',
  );
  return (
    <section className={pageStyles['page-section']}>
      <h1>Event details</h1>
      <PdfDocument
        url={eventPdfPath(encodeURIComponent(id))}
        title="Event flyer (PDF)"
        missingMessage={MESSAGES.noEventPdf}
      />
      <p>
        <Link to="/events">Back to all programs and events</Link>
      </p>
    </section>
  );
}
