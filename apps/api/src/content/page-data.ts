import type { INestApplication } from '@nestjs/common';
import {
  CONTENT_DEFAULTS,
  SITE_ALERTS_ELEMENT_ID,
  SITE_CONTENT_ELEMENT_ID,
  type AlertRecord,
  type SiteContent,
} from '@furnace/contracts';
import { AlertsService } from '../alerts/alerts.service';
import type { InlineData } from '../web/index-html';
import { ContentService } from './content.service';

/**
 * What every page carries inlined in its HTML (like the remote registry): the site's content and
 * the alerts active as it is sent, so the header, the footer and every page render from them at
 * once, with no request and no layout shift, on every replica the moment an edit is made. When
 * the database cannot answer and nothing was cached yet, the page still goes out, with the
 * defaults and no alerts.
 */
export function sitePageData(app: INestApplication): () => Promise<InlineData[]> {
  const content = app.get(ContentService, { strict: false });
  const alerts = app.get(AlertsService, { strict: false });
  return async () => {
    const [site, active] = await Promise.all([
      content.published().then(
        (published): SiteContent => published.content,
        () => CONTENT_DEFAULTS,
      ),
      alerts.active().catch((): AlertRecord[] => []),
    ]);
    return [
      { id: SITE_CONTENT_ELEMENT_ID, value: site },
      { id: SITE_ALERTS_ELEMENT_ID, value: active },
    ];
  };
}
