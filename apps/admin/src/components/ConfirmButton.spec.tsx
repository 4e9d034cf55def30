import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmButton } from './ConfirmButton';

describe('ConfirmButton', () => {
  it('Escape in its question cancels it, and the focus goes back to the button', async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmButton question="Delete it?" confirmLabel="Yes, delete" onConfirm={onConfirm}>
        Delete
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Delete it?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
