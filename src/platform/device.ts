import type { EnvironmentReading } from '../../domain/device';
import type { AppConfig } from '../config';

/** Reads what the device-channel machine needs from the browser (contract §3). */
export function readEnvironment(config: AppConfig): EnvironmentReading {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    host: location.host,
    standalone,
    androidUserAgentSuffix: config.androidUserAgentSuffix,
    iosAppHost: config.iosAppHost,
  };
}

/** iPhone, iPad and iPadOS (which calls itself a Mac with touch). No app-download banner there. */
export function isIosBrowser(): boolean {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Calls `entered` when the page becomes a standalone (home-screen) app while it is open. */
export function onStandaloneEntered(entered: () => void): void {
  if (typeof matchMedia !== 'function') return;
  matchMedia('(display-mode: standalone)').addEventListener?.('change', (event) => {
    if (event.matches) entered();
  });
}
