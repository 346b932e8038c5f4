import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkApi, NOT_CALLED, READS } from '../scripts/checkApi';
import { endpoints } from '../src/api/endpoints';
import { startDemoHttp } from './support/demoHttp';

/**
 * `npm run check-api` against the demo backend on a local port passes, and against a
 * demo deliberately skewed (a saved bank whose id is an object, a balance as a float's text) reports the
 * mismatch with its path and fails.
 */

async function run(base: string, extra: string[] = []) {
  const lines: string[] = [];
  const code = await checkApi(['--base', base, '--user', 'demo', '--password', 'demo1234', ...extra], {
    log: (line) => lines.push(line),
  });
  return { code, out: lines.join('\n') };
}

describe('npm run check-api', { timeout: 60_000 }, () => {
  it('calls every read-only call the app makes and none that moves money or changes an account', () => {
    const read = new Set(READS.map(([name]) => name));
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      const spec = endpoints[name];
      if (spec.money) expect(read.has(name), name).toBe(false);
      expect(read.has(name) || name in NOT_CALLED || name === 'login' || name === 'logout', name).toBe(true);
      // The table says which calls only read: those are the ones checked, and no reason keeps one out.
      expect(read.has(name), name).toBe(spec.read === true);
      if (spec.read) expect(NOT_CALLED, name).not.toHaveProperty(name);
    }
  });

  describe('against the demo backend', () => {
    let server: Awaited<ReturnType<typeof startDemoHttp>>;
    beforeAll(async () => {
      server = await startDemoHttp();
    });
    afterAll(() => server.close());

    it('passes: every reply reads as the app reads it', async () => {
      const { code, out } = await run(server.base);
      expect(out).toContain('/api/antiforgery');
      for (const [name] of READS) expect(out).toContain(endpoints[name].path);
      expect(out).not.toMatch(/MISMATCH|refused|no answer/);
      expect(out).toMatch(/All \d+ replies read as the app reads them\./);
      expect(code).toBe(0);
    });

    it('fails on a wrong password, saying the login failed', async () => {
      const lines: string[] = [];
      const code = await checkApi(['--base', server.base, '--user', 'demo', '--password', 'wrong'], {
        log: (line) => lines.push(line),
      });
      expect(lines.join('\n')).toMatch(/\/api\/login\s+\d+\s+\d+ ms\s+refused: errorCode 2/);
      expect(lines.join('\n')).toContain('The login failed');
      expect(code).toBe(1);
    });

    it('refuses to run without its arguments', async () => {
      const lines: string[] = [];
      expect(await checkApi(['--base', server.base], { log: (l) => lines.push(l) })).toBe(2);
      expect(lines.join('\n')).toMatch(/^usage: npm run check-api/);
    });
  });

  describe('against a skewed demo', () => {
    let server: Awaited<ReturnType<typeof startDemoHttp>>;
    beforeAll(async () => {
      server = await startDemoHttp((path, data) => {
        const d = data as Record<string, unknown>;
        if (path === '/api/getmemberbank') return { memberBankList: [{ memberBankId: { id: 9 } }] };
        if (path === '/api/getbalance') return { ...d, balance: '12.34' };
        return data;
      });
    });
    afterAll(() => server.close());

    it('reports each mismatch with its path and fails', async () => {
      const { code, out } = await run(server.base);
      expect(out).toMatch(
        /\/api\/getmemberbank\s+200\s+\d+ ms\s+MISMATCH memberBankList\.0\.memberBankId — /,
      );
      expect(out).toMatch(/\/api\/getbalance\s+200\s+\d+ ms\s+MISMATCH balance — not a decimal amount/);
      expect(out).toContain('2 of ');
      expect(code).toBe(1);
    });
  });
});
