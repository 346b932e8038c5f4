/**
 * Whether the member is leaving the page: from `pagehide` until a `pageshow` brings it back (the
 * back-forward cache). Chromium fails the calls still in flight after `pagehide` with the same TypeError a
 * dead network gives; such a failure says nothing about the server, so it must not send the page to
 * maintenance on its way out (nor into the field vitals' last beacon as "maintenance").
 */
let leaving = false;
let watching = false;

export function watchPageLeaving(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  addEventListener('pagehide', () => {
    leaving = true;
  });
  addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const isLeavingPage = (): boolean => leaving;
