import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Expander } from './Expander';

describe('Expander', () => {
  it('is a button in a heading that toggles aria-expanded and its panel', async () => {
    render(
      <Expander title="Parking">
        <p>Free and paved.</p>
      </Expander>,
    );
    const button = screen.getByRole('button', { name: 'Parking' });
    expect(screen.getByRole('heading', { level: 2, name: 'Parking' })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Free and paved.')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Free and paved.')).toBeVisible();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByText('Free and paved.'),
    );
  });
});
