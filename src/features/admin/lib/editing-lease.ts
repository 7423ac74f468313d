/**
 * Keeps an editing lease for as long as an editor window is open, on any page lifecycle: a
 * heartbeat now and every `heartbeatMs`, another as soon as a hidden tab is shown again (browsers
 * slow down timers in the background), the lease given up when the page is hidden for good
 * (pagehide: closing, reloading, navigating away) and taken again if the page comes back from
 * the back-forward cache. Best effort throughout: `renew` and `release` may fail (a lost
 * network, the request cut off by the closing page), and a failure is only reported, never
 * thrown: presence is a hint and must never get in the way of editing or saving.
 */
export interface LeaseHolder {
  renew: () => Promise<void>;
  release: () => Promise<void>;
  heartbeatMs: number;
  /** Where a failure goes; the editor logs a warning. */
  report: (error: unknown) => void;
  /** The window and document to listen to (tests pass jsdom's). */
  view?: Window;
}

/** Starts holding the lease; the returned function stops and gives it up (the editor closed). */
export function holdEditingLease({
  renew,
  release,
  heartbeatMs,
  report,
  view = window,
}: LeaseHolder): () => void {
  let away = false;
  let inFlight: Promise<void> | null = null;
  const beat = () => {
    // One beat at a time: a slow network must not pile up renewals that race each other.
    if (away || inFlight) return;
    inFlight = renew()
      .catch(report)
      .finally(() => {
        inFlight = null;
      });
  };
  const leave = () => {
    away = true;
    release().catch(report);
    // A beat still on its way may take the lease after that release has run (its insert lands
    // second): release once more when it is done.
    void inFlight?.then(() => (away ? release().catch(report) : undefined));
  };
  const onPageHide = () => leave();
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    away = false;
    beat();
  };
  const onVisibility = () => {
    if (view.document.visibilityState === 'visible') beat();
  };

  beat();
  const timer = view.setInterval(beat, heartbeatMs);
  view.addEventListener('pagehide', onPageHide);
  view.addEventListener('pageshow', onPageShow);
  view.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    view.clearInterval(timer);
    view.removeEventListener('pagehide', onPageHide);
    view.removeEventListener('pageshow', onPageShow);
    view.document.removeEventListener('visibilitychange', onVisibility);
    if (!away) leave();
  };
}
