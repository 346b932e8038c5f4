/**
 * The path a request reaches, as the server's file lookup and the demo backend's router read it: percent-decoded until it no longer changes (so double encoding hides nothing), dot segments
 * removed as URL resolution does, doubled slashes merged as nginx does. A rule decided on this path holds
 * for every spelling of it: `/api/%5F%5Fdemo/`, `/api/./__demo/`, `/m//nginx/`, `/m/en-vn/%68ome`.
 */
export function reachedPath(url: string): string {
  // Backslashes are slashes to a URL parser; merged first, so `//host` never reads as another host.
  const merged = (path: string) => path.replace(/[\\/]+/g, '/');
  const resolve = (path: string) =>
    merged(new URL(merged(path).replace(/[?#]/g, encodeURIComponent), 'http://path.invalid').pathname);
  let path = resolve(url.split(/[?#]/)[0] ?? '/');
  for (let i = 0; i < 5; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    const next = resolve(decoded);
    if (next === path) break;
    path = next;
  }
  return path;
}
