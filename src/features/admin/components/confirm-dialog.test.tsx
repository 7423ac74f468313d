// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

type Props = Partial<ComponentProps<typeof ConfirmDialog>>;

/** The dialog as its callers hold it: open in their state, closed by what onClose says. */
function Harness({ onClose, ...props }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      title="Delete this post?"
      description="“Launch day” will be gone for good."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      onConfirm={() => {}}
      {...props}
      open={open}
      onClose={() => {
        onClose?.();
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its description, focus inside', () => {
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog).toHaveAccessibleDescription('“Launch day” will be gone for good.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('confirming runs the action and stays open for its answer', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Harness onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('with closeOnConfirm, confirming runs the action and closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Harness closeOnConfirm onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('while busy both buttons are off, the confirm says so, and Escape does not close', async () => {
    const onClose = vi.fn();
    render(<Harness busy onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = screen.getByRole('button', { name: 'Deleting…' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('confirmDisabled turns only the confirm button off', () => {
    render(<Harness confirmDisabled />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
  ])('%s closes without the action', async (_, dismiss) => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Harness onConfirm={onConfirm} onClose={onClose} />);
    await dismiss();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is red when destructive and the plain primary button otherwise', () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/destructive/);
    unmount();
    render(<Harness destructive={false} />);
    expect(screen.getByRole('button', { name: 'Delete' }).className).not.toMatch(/destructive/);
  });
});
