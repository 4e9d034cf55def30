import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('Accessibility page (docs/product.md §2)', () => {
  const titles = [
    'Parking',
    'Facilities',
    'Audio and Visual',
    'Tours',
    'Animals',
    'Sensory Considerations',
    'Site Map',
  ];

  it('has the spec sections as collapsed expanders', async () => {
    renderRoute('/accessibility');
    await screen.findByRole('heading', { level: 1 });
    for (const title of titles) {
      const button = screen.getByRole('button', { name: title });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeVisible();
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
  });

  it('opens and closes a section, revealing its facts', async () => {
    renderRoute('/accessibility');
    const tours = await screen.findByRole('button', { name: 'Tours' });
    await userEvent.click(tours);
    expect(tours).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/about 100 steps/)).toBeVisible();
    expect(screen.getByText(/seven inch step/)).toBeVisible();
    await userEvent.click(tours);
    expect(tours).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/about 100 steps/)).not.toBeVisible();
  });

  it('links the Site Map section to /map and asks for contact in advance', async () => {
    renderRoute('/accessibility');
    await userEvent.click(await screen.findByRole('button', { name: 'Site Map' }));
    expect(screen.getByRole('link', { name: 'interactive site map' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(screen.getByText(/contact us in advance/)).toBeInTheDocument();
  });
});
