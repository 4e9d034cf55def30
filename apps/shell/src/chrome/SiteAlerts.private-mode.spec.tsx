import { inlineAnswer, SNOW_ALERT } from '@furnace/api-client/testing';
// A file of its own: when the tab's storage refuses the dismissals, the page keeps them in the
// module's memory for as long as the module lives, which in Jest is this whole file. Beside the
// other SiteAlerts tests it would hide their alerts whenever it happened to run before them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteAlerts } from './SiteAlerts';

it('when the tab refuses storage (private mode), a dismissal holds for this page', async () => {
  // The alerts as the page came with them.
  inlineAnswer('/alerts', [SNOW_ALERT]);
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('refused', 'QuotaExceededError');
  });
  try {
    const { unmount } = render(<SiteAlerts />);
    expect(screen.getByTestId('site-alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByTestId('site-alert')).toBeNull();
    unmount();
    render(<SiteAlerts />); // the next page of the same visit
    expect(screen.queryByTestId('site-alert')).toBeNull();
  } finally {
    setItem.mockRestore();
  }
});
