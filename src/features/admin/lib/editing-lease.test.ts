// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEditingLease } from './editing-lease';

/** A promise and the hands that settle it, for a request still in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function pageShow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('holdEditingLease', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  function holder() {
    const renew = vi.fn(async () => {});
    const release = vi.fn(async () => {});
    const report = vi.fn();
    const stop = holdEditingLease({ renew, release, report, heartbeatMs: 20_000 });
    return { renew, release, report, stop };
  }

  it('beats at once and then every heartbeat, and gives the lease up when stopped', async () => {
    const { renew, release, stop } = holder();
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(renew).toHaveBeenCalledTimes(4);
    stop();
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(4);
  });

  it('never has two beats in flight: a slow renewal is not overtaken', async () => {
    const slow = deferred();
    const renew = vi.fn(() => slow.promise);
    const stop = holdEditingLease({
      renew,
      release: async () => {},
      report: () => {},
      heartbeatMs: 20_000,
    });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(renew).toHaveBeenCalledTimes(1);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });

  it('leaves on pagehide, stays away, and comes back from the back-forward cache', async () => {
    const { renew, release, stop } = holder();
    await flush();
    window.dispatchEvent(new Event('pagehide'));
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    pageShow(false);
    expect(renew).toHaveBeenCalledTimes(1);
    pageShow(true);
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('does not release twice when the page left first', async () => {
    const { release, stop } = holder();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('beats as soon as a hidden tab is shown again', async () => {
    const { renew, stop } = holder();
    await flush();
    setVisibility('hidden');
    expect(renew).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });

  it('releases again after a beat that was on its way when the editor closed', async () => {
    const slow = deferred();
    const release = vi.fn(async () => {});
    const stop = holdEditingLease({
      renew: () => slow.promise,
      release,
      report: () => {},
      heartbeatMs: 20_000,
    });
    stop();
    expect(release).toHaveBeenCalledTimes(1);
    slow.resolve();
    await flush();
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('reports failures and goes on beating: a lease never throws', async () => {
    const failure = new Error('offline');
    const renew = vi.fn(async () => {
      throw failure;
    });
    const release = vi.fn(async () => {
      throw failure;
    });
    const report = vi.fn();
    const stop = holdEditingLease({ renew, release, report, heartbeatMs: 20_000 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
    await flush();
    expect(report).toHaveBeenCalledTimes(3);
    expect(report).toHaveBeenCalledWith(failure);
  });
});
