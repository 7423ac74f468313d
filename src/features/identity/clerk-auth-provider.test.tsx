// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useAuth } from './auth-context';
import ClerkAuthProvider from './clerk-auth-provider';
import { clerkAuthStatus } from './clerk-status';

/**
 * The real ClerkProvider, with clerk-js unable to arrive: jsdom runs no external script, as a
 * browser behind a blocker or during a Clerk outage. Clerk gives up after its own 15-second wait,
 * and logs the failure; the admin must then stop its spinner.
 */
const publishableKey = 'pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk';

function Status() {
  return <p>status: {useAuth().status}</p>;
}

describe('Clerk identity (hosted mode)', () => {
  it('maps Clerk’s state to the admin’s', () => {
    expect(clerkAuthStatus(true, false, false)).toBe('unavailable');
    expect(clerkAuthStatus(false, false, false)).toBe('loading');
    expect(clerkAuthStatus(false, true, false)).toBe('signed-out');
    expect(clerkAuthStatus(false, true, true)).toBe('signed-in');
  });

  it('keeps loading while Clerk is on its way, then reports "unavailable" when it never arrives', async () => {
    // Clerk's own 15-second wait, on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    render(
      <ClerkAuthProvider publishableKey={publishableKey}>
        <Status />
      </ClerkAuthProvider>,
    );
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('status: unavailable')).toBeInTheDocument();
    expect(logged.mock.calls.map(String).join('\n')).toContain('Failed to load Clerk JS');
  });
});
