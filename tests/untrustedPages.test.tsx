// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { filesScript, policyProblems } from '../build/prerender';
import { HTML_PAYLOADS, URL_PAYLOADS } from '../e2e/payloads';
import { readFirstScreenFiles } from '../src/platform/handover';
import { prepare, renderPage } from '../src/ssr/renderPage';

/**
 * the attack corpus through the pre-rendered page. The area's static promotion copy
 * (`static/{area}/promotion.json`, an operator's file) is rendered into the page by the build and carried
 * on it as JSON for the app's first render: no payload may become markup that runs, and no text in the
 * files may close or break out of the JSON element (`</script>`, `<!--`, U+2028).
 */

const PUBLIC = join(import.meta.dirname, '..', 'public');
const readJson = (file: string) => JSON.parse(readFileSync(join(PUBLIC, file), 'utf8')) as unknown;

/** Texts that end a script element, open a comment, or end a JavaScript line, each inside a string. */
const BREAKERS = ['</script><script>window.__xss=1</script>', '<!--<script>', '\u2028\u2029', '</SCRIPT >'];

/** The static promotion copy with a payload in every field the page renders or carries. */
const PAYLOAD_PROMOTIONS = {
  menuMods: [
    { groupId: '0', resourceName: BREAKERS[0] },
    { groupId: '1', resourceName: HTML_PAYLOADS[0] },
  ],
  promotionContents: HTML_PAYLOADS.map((html, i) => ({
    promoteId: `p${i}`,
    groupIds: '0,1',
    imgPath: URL_PAYLOADS[i % URL_PAYLOADS.length],
    promoteTitle: `${BREAKERS[i % BREAKERS.length]} Offer ${i}`,
    promoteContent: `<p>Offer ${i}</p>${html}${BREAKERS[i % BREAKERS.length]}`,
  })),
};

describe('the corpus in the static promotion copy of a pre-rendered page', () => {
  let config: ReturnType<typeof prepare>;
  beforeAll(() => {
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = new URL(
        typeof input === 'string' || input instanceof URL ? input : input.url,
        location.href,
      );
      const path = decodeURIComponent(url.pathname.replace(/^\/m\//, '/'));
      if (path.endsWith('/static/en-vn/promotion.json')) return Response.json(PAYLOAD_PROMOTIONS);
      const file = join(PUBLIC, path);
      if (!existsSync(file)) throw new TypeError(`no request leaves the build (${url.pathname})`);
      return new Response(readFileSync(file), { headers: { 'content-type': 'application/json' } });
    });
    config = prepare(readJson('static/language-list.json'), readJson('config.json'));
  });
  afterAll(() => vi.unstubAllGlobals());

  it('renders nothing that runs, and carries the files as JSON nothing can break out of', async () => {
    const page = await renderPage(config, 'en-vn', 'Promotion');
    expect(Object.values(page.files)).toContainEqual(PAYLOAD_PROMOTIONS);
    const carried = filesScript(page.files);
    // One element: no text of the files closes it, opens a comment or ends a line of script.
    expect(carried.match(/<\/script/gi)).toHaveLength(1);
    expect(carried).not.toMatch(/<!--|[\u2028\u2029]/);
    expect(policyProblems(`${page.html}${carried}`)).toEqual([]);

    document.body.innerHTML = `<div id="root">${page.html}</div>${carried}`;
    // The browser reads back exactly what the build carried.
    expect(readFirstScreenFiles(document)).toEqual(page.files);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/json']);
    const root = document.getElementById('root')!;
    expect(root.textContent).toContain('Offer 3');
    const handlers = [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
    );
    expect(handlers).toEqual([]);
    const urls = [...root.querySelectorAll('[href], [src], [action], [srcdoc], [formaction]')].map(
      (el) =>
        el.getAttribute('href') ??
        el.getAttribute('src') ??
        el.getAttribute('action') ??
        el.getAttribute('formaction') ??
        'srcdoc',
    );
    // Each is this site's (a path) or an https address (a CDN image): never a script, a document or data.
    const page0 = 'https://m.lotusplay.example';
    const unsafe = urls.filter((raw) => {
      const url = new URL(raw, `${page0}/m/en-vn/Promotion`);
      return url.origin !== page0 && url.protocol !== 'https:';
    });
    expect(unsafe).toEqual([]);
    expect(
      root.querySelectorAll('script, iframe, object, embed, base, meta, link, style, form'),
    ).toHaveLength(0);
  });
});
