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

  it('/visit: prices, tours, notes and "Getting here" (a directions link, a tap-to-call phone)', async () => {
    contentFake.content.admission.items[0] = {
      label: 'Regular',
      detail: 'ages 12-64',
      price: '$9.00',
    };
    contentFake.content.tours.schedule = [{ days: 'Sunday', times: '1:00 PM, 3:00 PM' }];
    contentFake.content.visit.parking = 'Park by the mansion.';
    contentFake.content.contact.address = '1 Furnace Lane, Cornwall, PA 17016';
    renderRoute('/visit');
    expect(
      await screen.findByRole('row', { name: 'Regular (ages 12-64) $9.00' }),
    ).toBeInTheDocument();
    const tours = screen.getByRole('heading', { name: 'Guided Tours' }).closest('section')!;
    expect(within(tours).getByRole('heading', { name: 'Sunday' })).toBeInTheDocument();
    expect(within(tours).getByText('1:00 PM, 3:00 PM')).toBeInTheDocument();
    expect(within(tours).getByRole('link', { name: '(717) 272-9711' })).toHaveAttribute(
      'href',
      'tel:+17172729711',
    );
    const here = screen.getByRole('heading', { name: 'Getting here' }).closest('section')!;
    expect(within(here).getByText('Park by the mansion.')).toBeInTheDocument();
    expect(within(here).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=1%20Furnace%20Lane%2C%20Cornwall%2C%20PA%2017016',
    );
  });

  it('home: the tagline and the welcome staff wrote', async () => {
    contentFake.content.welcome = {
      ...contentFake.content.welcome,
      tagline: 'Iron since 1742',
      title: 'Hello',
      text: 'Come in.',
    };
    renderRoute('/');
    expect(await screen.findByText('Iron since 1742')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByText('Come in.')).toBeInTheDocument();
  });

  it('under construction pages point onward: support, a tap-to-call phone, home', async () => {
    contentFake.content.contact.phone = '(717) 555-0100';
    renderRoute('/membership');
    expect(await screen.findByRole('link', { name: '(717) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+17175550100',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
