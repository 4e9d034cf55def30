import { screen, within } from '@testing-library/react';
import { contentFake } from '@furnace/api-client/testing';
import { CONTENT_DEFAULTS, CONTENT_KEYS, CONTENT_SCHEMAS } from '@furnace/contracts';
import { renderAdmin, signIn } from '../../testing/render';
import { ContentListPage } from './ContentPages';

describe('ContentListPage', () => {
  beforeEach(signIn);

  it('lists every key with where visitors see it and when it was last published', async () => {
    contentFake.versions = [
      {
        id: 7,
        key: 'tours',
        value: CONTENT_DEFAULTS.tours,
        publish_at: '2026-11-20T15:05:00.000Z',
        created_at: '2026-11-20T15:05:00.000Z',
        username: 'ada',
        restored_from: null,
        state: 'current',
      },
    ];
    renderAdmin(<ContentListPage />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(CONTENT_KEYS.length);
    for (const key of CONTENT_KEYS)
      expect(screen.getByRole('link', { name: CONTENT_SCHEMAS[key].title })).toHaveAttribute(
        'href',
        `/admin/content/${key}`,
      );
    const tours = screen.getByRole('link', { name: 'Guided tours' }).closest('li') as HTMLElement;
    expect(
      await within(tours).findByText('Last published Fri, Nov 20, 2026, 10:05 AM by ada'),
    ).toBeInTheDocument();
    expect(
      within(tours).getByText(`Visitors see it on: ${CONTENT_SCHEMAS.tours.shownOn}`),
    ).toBeInTheDocument();
    const admission = screen
      .getByRole('link', { name: 'Admission prices' })
      .closest('li') as HTMLElement;
    expect(
      within(admission).getByText('Not changed yet: visitors see the first-install text.'),
    ).toBeInTheDocument();
  });
});
