/**
 * The sandboxes of the frames the app shows (game and sports pages, live chat). A page of this site framed
 * with both `allow-scripts` and `allow-same-origin` could reach the app's cookies (the token) and storage,
 * so a same-origin page never gets its origin; another origin keeps its own, which it needs for its
 * session and cannot use to reach ours.
 */

const sameOrigin = (url: string, origin: string) => new URL(url, origin).origin === origin;

/**
 * Games: scripts and forms always; a provider's own origin keeps its origin (games keep their session in
 * their storage) and pointer lock. Never popups, never top navigation: the game cannot open windows or take
 * over the page.
 */
export function frameSandbox(url: string, origin = location.origin): string {
  return sameOrigin(url, origin)
    ? 'allow-scripts allow-forms'
    : 'allow-scripts allow-same-origin allow-forms allow-pointer-lock';
}

/**
 * Live chat: as games, without pointer lock, plus popups that leave the sandbox, so a link the operator
 * sends (a promotion, a payment guide) opens as an ordinary tab rather than a crippled one. Never top
 * navigation. The demo chat (`/m/livechat-demo.html`) is same-origin, so it runs without its origin.
 */
export function chatSandbox(url: string, origin = location.origin): string {
  return sameOrigin(url, origin)
    ? 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'
    : 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
}
