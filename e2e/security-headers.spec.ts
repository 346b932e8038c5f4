import { expect, type Page } from '@playwright/test';
import { describeReport, test } from './fixtures';

/** what the production build is served with, and the policy holding in the browser. */

test('pages carry the policy, the referrer and sniffing rules, and revalidate', { tag: '@nginx' }, async ({
  request,
}) => {
  const page = await request.get('/m/en-vn/home');
  const csp = page.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])
    expect(csp).toContain(directive);
  expect(csp).toMatch(/frame-src 'self'/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Trusted Types with DOMPurify's one policy, inline styles by hash only.
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain('trusted-types dompurify');
  expect(csp).not.toContain("'unsafe-inline'");
  expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(page.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(page.headers()['permissions-policy']).toContain('camera=()');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/m/config.json')).headers()['cache-control']).toBe('no-cache');
});

test("members' pages, however spelt, have the app's policy and vary by cookie; the nginx file is not served", {
  tag: '@nginx',
}, async ({ request }) => {
  // a member's shell (member.html after the rewrite) is an app page, not a framed one.
  // Item 6: every HTML answer under /m/ goes with Vary: Cookie, whatever the spelling of its URL.
  const member = { cookie: 'sessionId=s1; token=t1' };
  for (const path of ['/m/en-vn/home', '/m/en-vn/bank/transfer', '/m//en-vn/home', '/m/en-vn/%68ome'])
    for (const headers of [member, {}]) {
      const answer = await request.get(path, { headers });
      const what = `${path} ${headers === member ? 'member' : 'visitor'}`;
      expect(answer.status(), what).toBe(200);
      const csp = answer.headers()['content-security-policy'] ?? '';
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(csp, what).not.toContain("'unsafe-inline'");
      expect(answer.headers().vary, what).toMatch(/\bCookie\b/i);
    }
  expect((await request.get('/m/config.json')).headers().vary ?? '').not.toMatch(/cookie/i);
  // Item 5: the nginx configuration the build writes under its root names the upstream and the root.
  for (const path of ['/m/nginx/lotus.conf', '/m//nginx/lotus.conf', '/m/%6Eginx/lotus.conf']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('proxy_pass');
  }
});

test('hashed assets are cached for a year', { tag: '@nginx' }, async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts.filter((p) => p.startsWith('/m/assets/')))
    expect((await request.get(path)).headers()['cache-control'], path).toBe(
      'public, max-age=31536000, immutable',
    );
});

/** The home page as the server sends it with `body` in place of its `<body>` tag (an injection), open. */
async function homeServedWith(page: Page, body: string) {
  await page.route('**/m/en-vn/home', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<body>', body) });
  });
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

test.describe('a script the policy does not allow', () => {
  test.use({ allowedCspViolations: [/script-src/] });
  test('is refused and reported, so the suite would see it', async ({ page, cspViolations }) => {
    // Script can no longer write a script's text (Trusted Types): the inline script
    // arrives in the HTML the server sends, as an injection would.
    await homeServedWith(page, '<body><script>window.__injected = true</script>');
    const ran = await page.evaluate(
      () => (window as unknown as { __injected?: boolean }).__injected === true,
    );
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(describeReport(cspViolations[0]!)).toMatch(/script-src/);
  });
});

test.describe('an inline event handler in the live page', () => {
  test.use({ allowedCspViolations: [/^script-src-attr inline at \/m\/en-vn\/home \(element,/] });
  // the fixture sets aside the reports of the sanitizer's inert parse; a handler that reaches
  // the page itself must still fail a test, even when DOMPurify's chunk is loaded on that page.
  test('is refused and counted as a violation, not as a sanitizer parse', async ({
    page,
    cspViolations,
    sanitizerParses,
  }) => {
    // Trusted Types refuse a string in innerHTML or in an `on…` attribute set by script,
    // so the handler arrives the one way left: in the HTML the server sends, read by the parser.
    await homeServedWith(page, '<body><img src="/m/none.png" onerror="window.__handlerRan = true">');
    const ran = await page.evaluate(async () => {
      // The sanitizer's chunk is on the page too: its inert parses must not hide the live handler.
      await new Promise((r) => setTimeout(r, 500));
      return (window as unknown as { __handlerRan?: boolean }).__handlerRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => cspViolations.map((r) => `${r.directive} ${r.at}`))
      .toContain('script-src-attr element');
    expect(sanitizerParses).toEqual([]);
  });
});

test.describe('a string written into an HTML sink', () => {
  test.use({ allowedCspViolations: [/^require-trusted-types-for /] });
  // only DOMPurify's policy makes HTML; a plain string in innerHTML is refused, reported.
  test('is refused by Trusted Types, while the inline styles the page has pass by hash', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/m/en-vn/home');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // The shell's inlined styles applied (a blocked <style> would leave the header unstyled and report).
    expect(cspViolations).toEqual([]);
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(() => cspViolations.map((r) => r.directive)).toContain('require-trusted-types-for');
    expect(
      await page.evaluate(() => (window as unknown as { trustedTypes?: unknown }).trustedTypes !== undefined),
    ).toBe(true);
  });
});
