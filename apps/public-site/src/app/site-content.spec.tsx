import { contentFake } from '@furnace/api-client/testing';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

/** Pages read the site's content (staff edit it in the admin), not texts compiled in. */
describe('pages render the published content', () => {
  it('Support: the texts, benefits and the contact placeholders as links', async () => {
    contentFake.content.contact.phone = '(717) 555-0100';
    contentFake.content.support.volunteer = 'Guides wanted.\n\nCall {phone} to start.';
    contentFake.content.support.benefits = ['Free admission', 'A newsletter'];
    contentFake.content.links.donate = 'https://give.furnace.test/';
    renderRoute('/support');
    const volunteer = (await screen.findByRole('heading', { name: 'Volunteer' })).closest(
      'section',
    )!;
    expect(within(volunteer).getByText('Guides wanted.')).toBeInTheDocument();
    expect(within(volunteer).getByRole('link', { name: '(717) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+17175550100',
    );
    const membership = screen.getByRole('heading', { name: 'Membership' }).closest('section')!;
    expect(
      within(membership)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free admission', 'A newsletter']);
    expect(screen.getByRole('link', { name: /DONATE NOW/ })).toHaveAttribute(
      'href',
      'https://give.furnace.test/',
    );
  });

  it('History: the sections staff wrote, in order', async () => {
    contentFake.content.history.sections = [
      { title: 'The Stack', text: 'Built of stone.\n\nStill standing.' },
      { title: 'The Wheel', text: 'Twenty-four feet.' },
    ];
    renderRoute('/history');
    await screen.findByRole('heading', { level: 1, name: 'Our History' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The Stack',
      'The Wheel',
    ]);
    expect(screen.getByText('Still standing.')).toBeInTheDocument();
  });

  it('Associates: officers with their names when given', async () => {
    contentFake.content.associates.officers = [
      { role: 'President', name: 'Ada Lovelace' },
      { role: 'Treasurer', name: '' },
    ];
    renderRoute('/associates');
    const board = (await screen.findByRole('heading', { name: 'Board of Directors' })).closest(
      'section',
    )!;
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['President: Ada Lovelace', 'Treasurer']);
  });

  it('Accessibility: one expander per section staff keep', async () => {
    contentFake.content.accessibility.sections = [{ title: 'Ramps', text: 'A ramp at the door.' }];
    renderRoute('/accessibility');
    expect(await screen.findByRole('button', { name: 'Ramps' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Parking' })).toBeNull();
  });

  it('Announcement: heading, text and what is coming', async () => {
    contentFake.content.announcement.title = 'Our site is new';
    contentFake.content.announcement.coming = ['A shop'];
    renderRoute('/new-website-announcement');
    expect(await screen.findByRole('heading', { name: 'Our site is new' })).toBeInTheDocument();
    expect(screen.getByText('A shop')).toBeInTheDocument();
  });
});
