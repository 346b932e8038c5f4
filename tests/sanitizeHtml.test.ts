// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/platform/sanitizeHtml';

/** The one DOMPurify configuration, in jsdom (happy-dom sanitizes differently from a browser). */

const render = async (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = String(await sanitizeHtml(html));
  return host;
};

describe('sanitizeHtml', () => {
  it('keeps text and layout, drops scripts, handlers, styles and forms', async () => {
    const host = await render(
      '<h3 style="color:red" onclick="alert(1)">Title</h3><p>Deposit <b>100</b></p><script>alert(1)</script>' +
        '<img src=x onerror="alert(1)"><form action="https://evil.test"><input name="pwd"></form><style>*{}</style>',
    );
    expect(host.querySelector('h3')?.textContent).toBe('Title');
    expect(host.querySelector('b')?.textContent).toBe('100');
    expect(host.innerHTML).not.toMatch(/script|onclick|onerror|style|form|input/i);
  });

  it('keeps https links, opening outside with noopener; drops javascript:, data: and http: links', async () => {
    const host = await render(
      '<a href="https://promo.example.com/t">ok</a><a href="javascript:alert(1)">js</a>' +
        '<a href="JaVaScRiPt:alert(1)">js2</a><a href="data:text/html,<script>alert(1)</script>">data</a>' +
        '<a href="http://plain.example.com">http</a><a href="/m/en-vn/Promotion">own</a><a href="//evil.test">proto</a>',
    );
    const links = [...host.querySelectorAll('a')];
    const ok = links.find((a) => a.textContent === 'ok');
    expect(ok?.getAttribute('href')).toBe('https://promo.example.com/t');
    expect(ok?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ok?.getAttribute('target')).toBe('_blank');
    expect(links.find((a) => a.textContent === 'own')?.getAttribute('href')).toBe('/m/en-vn/Promotion');
    for (const name of ['js', 'js2', 'data', 'http', 'proto'])
      expect(links.find((a) => a.textContent === name)?.hasAttribute('href'), name).toBe(false);
  });

  it('keeps https images only, loaded lazily', async () => {
    const host = await render(
      '<img src="https://cdn.example.com/a.png" alt="a"><img src="http://x.test/b.png">',
    );
    const images = [...host.querySelectorAll('img')];
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(images[1]?.hasAttribute('src')).toBe(false);
  });
});

describe('sanitizeHtml: disguised hosts, data: images, table and image sizes', () => {
  it('drops paths that browsers read as another host: /\\host, and //host spelt with blanks', async () => {
    const host = await render(
      '<a href="/\\evil.test/x">bs</a><a href=" /\\evil.test">bs2</a><a href="/&#09;/evil.test">tab</a>' +
        '<a href="/\\/evil.test">mix</a><img src="/\\evil.test/x.png"><a href="/m/en-vn/home">own</a>',
    );
    const links = [...host.querySelectorAll('a')];
    for (const name of ['bs', 'bs2', 'tab', 'mix'])
      expect(links.find((a) => a.textContent === name)?.hasAttribute('href'), name).toBe(false);
    expect(host.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(links.find((a) => a.textContent === 'own')?.getAttribute('href')).toBe('/m/en-vn/home');
  });

  it('drops data: images of every kind, svg included', async () => {
    const svg = 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+';
    const host = await render(
      `<img src="${svg}" alt="a"><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="b">` +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="c"><img src=" DATA:image/gif;base64,R0lGOD" alt="d">',
    );
    const images = [...host.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    for (const image of images) expect(image.hasAttribute('src'), image.alt).toBe(false);
  });

  it('keeps table and image sizes as numbers, and drops anything else in them', async () => {
    const host = await render(
      '<table><tr><td colspan="2" rowspan="3">a</td><td colspan="javascript:alert(1)">b</td></tr></table>' +
        '<img src="https://cdn.example.com/a.png" width="320" height="50%" alt="x">' +
        '<img src="https://cdn.example.com/b.png" width="1;x" height="expression(alert(1))" alt="y">',
    );
    const [a, b] = [...host.querySelectorAll('td')];
    expect(a?.getAttribute('colspan')).toBe('2');
    expect(a?.getAttribute('rowspan')).toBe('3');
    expect(b?.hasAttribute('colspan')).toBe(false);
    const [x, y] = [...host.querySelectorAll('img')];
    expect(x?.getAttribute('width')).toBe('320');
    expect(x?.getAttribute('height')).toBe('50%');
    expect(y?.hasAttribute('width')).toBe(false);
    expect(y?.hasAttribute('height')).toBe(false);
  });
});
