import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesOnPage, putOnPage, required, staticRead } from '../src/platform/staticContent';

/**
 * A pre-rendered page's copy of its first screen's files (`putOnPage`), and a screen's read of them
 * (`staticRead`): at hand only when the page carries every file, else read over the network.
 */
describe("a pre-rendered page's files", () => {
  afterEach(() => {
    putOnPage(null);
    vi.unstubAllGlobals();
  });

  const count = (files: unknown[]) => files.map((raw) => (raw as { n: number } | undefined)?.n ?? 0);

  it('are at hand only when the page carries every file the screen needs', () => {
    putOnPage({ 'en-vn/a.json': { n: 1 } });
    expect(staticRead(['en-vn/a.json'], count).atHand()).toEqual([1]);
    expect(staticRead(['en-vn/a.json', 'en-vn/b.json'], count).atHand()).toBeNull();
    expect(filesOnPage()).toEqual({ 'en-vn/a.json': { n: 1 } });
  });

  it('a copy the screen refuses is no copy; a page without files (or not JSON) carries none', () => {
    putOnPage({ 'en-vn/a.json': 'not the shape' });
    expect(staticRead(['en-vn/a.json'], ([raw]) => required(undefined, String(raw))).atHand()).toBeNull();
    putOnPage(null);
    expect(filesOnPage()).toEqual({});
    putOnPage(['a', 'list']);
    expect(filesOnPage()).toEqual({});
  });

  it('the copy is forgotten: the next read goes to the network, a failed file as undefined', async () => {
    putOnPage({ 'en-vn/a.json': { n: 1 } });
    putOnPage(null);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return url.includes('/a.json') ? Response.json({ n: 7 }) : new Response('gone', { status: 404 });
    });
    const read = staticRead(['en-vn/a.json', 'en-vn/b.json'], count);
    expect(read.atHand()).toBeNull();
    expect(await read.load()).toEqual([7, 0]);
    expect(fetched).toHaveLength(2);
  });
});
