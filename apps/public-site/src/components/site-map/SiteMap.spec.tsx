import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_AREAS } from './areas';
import { MAP_EMPTY_TEXT, SiteMap } from './SiteMap';

describe('interactive site map (docs/product.md §2)', () => {
  it('has every clickable area of the spec, each a named button', () => {
    render(<SiteMap />);
    const ids = MAP_AREAS.map((area) => area.id);
    for (const id of [
      'buttresses',
      'museum',
      'museum-store',
      'exhibits',
      'connecting-shed',
      'giant-wheel',
      'cart-room',
      'molding-room',
      'arch',
      'mansion',
      'paymaster',
      'blacksmith-shop',
      'wagon-shop',
      'stable',
      'manager-house',
      'abattoir',
      'open-pit',
      'miners-village',
      'parking',
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids.filter((id) => id.startsWith('bathroom'))).toHaveLength(3);
    const markers = screen.getAllByRole('button');
    expect(markers).toHaveLength(MAP_AREAS.length);
    expect(new Set(markers.map((marker) => marker.getAttribute('aria-label'))).size).toBe(
      MAP_AREAS.length,
    );
  });

  it('says to explore the grounds until a place is chosen, then shows its title, image and text', async () => {
    render(<SiteMap />);
    expect(screen.getByText(MAP_EMPTY_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Great Wheel/ }));
    const panel = screen
      .getByText(/Four tons of iron and 24 feet across/)
      .closest('div') as HTMLElement;
    expect(within(panel).getByRole('heading', { name: 'The Great Wheel' })).toBeInTheDocument();
    expect(within(panel).getByRole('img')).toHaveAttribute(
      'alt',
      'The Great Wheel in the engine house',
    );
    expect(screen.queryByText(MAP_EMPTY_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: /Great Wheel/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('works from the keyboard', async () => {
    render(<SiteMap />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: '1. Parking' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Museum and Visitor Center' })).toBeInTheDocument();
  });

  it('shows the accessible-restroom note for all three restroom areas', async () => {
    render(<SiteMap />);
    for (const button of screen.getAllByRole('button', { name: /Restrooms/ })) {
      await userEvent.click(button);
      expect(
        screen.getByText(
          /Accessible restrooms and a baby changing station are in the Visitor Center/,
        ),
      ).toBeInTheDocument();
    }
  });
});
