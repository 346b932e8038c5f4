import { createHash, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { allowedUrl, checkApi, READS } from '../scripts/checkApi';
import { ENDPOINTS as endpoints } from '../src/app/endpoints';
import { startDemoHttp } from './support/demoHttp';

/**
 * `npm run check-api` against the demo backend on a local port passes, and against a
 * demo deliberately skewed (a saved bank whose id is an object, a balance as a float's text) reports the
 * mismatch with its path and fails.
 */

async function run(base: string, extra: string[] = [], password = 'demo1234') {
  const lines: string[] = [];
  const code = await checkApi(['--base', base, '--user', 'demo', ...extra], {
    log: (line) => lines.push(line),
    env: { CHECK_API_PASSWORD: password },
  });
  return { code, out: lines.join('\n') };
}

/** The demo key's fingerprint as an operator computes it: SHA-256 of the SPKI, base64. */
const DEMO_FINGERPRINT = createHash('sha256')
  .update(createPublicKey(DEMO_PUBLIC_KEY).export({ type: 'spki', format: 'der' }))
  .digest('base64');

describe('npm run check-api', { timeout: 60_000 }, () => {
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
      const { code, out } = await run(server.base, [], 'wrong');
      expect(out).toMatch(/\/api\/login\s+\d+\s+\d+ ms\s+refused: errorCode 2/);
      expect(out).toContain('The login failed');
      expect(code).toBe(1);
    });

    it('prints the fingerprint of the key it encrypts the password with', async () => {
      const { out } = await run(server.base);
      expect(out).toContain(`Password key (SHA-256 of its SPKI): ${DEMO_FINGERPRINT}`);
    });

    it('never takes the password from the command line: refused before any call', async () => {
      const lines: string[] = [];
      const fetch = vi.fn(globalThis.fetch);
      const code = await checkApi(['--base', server.base, '--user', 'demo', '--password', 'demo1234'], {
        log: (line) => lines.push(line),
        env: { CHECK_API_PASSWORD: 'demo1234' },
        fetch,
      });
      expect(code).toBe(2);
      expect(lines.join('\n')).toContain('CHECK_API_PASSWORD');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('asks for the password when CHECK_API_PASSWORD is not set, and stops without one', async () => {
      const askPassword = vi.fn(async () => 'demo1234');
      const lines: string[] = [];
      const code = await checkApi(['--base', server.base, '--user', 'demo'], {
        log: (line) => lines.push(line),
        env: {},
        askPassword,
      });
      expect(askPassword).toHaveBeenCalledExactlyOnceWith('Password of demo: ');
      expect(code).toBe(0);
      const none = await checkApi(['--base', server.base, '--user', 'demo'], { log: () => {}, env: {} });
      expect(none).toBe(2);
    });

    it('refuses plain http except to this machine, for the server and its config', async () => {
      for (const url of ['http://staging.example.com', 'http://10.0.0.5:8080', 'ftp://localhost'])
        expect(allowedUrl(url), url).toBe(false);
      for (const url of [
        'https://staging.example.com',
        'http://localhost:4173',
        'http://127.0.0.1:9',
        'http://[::1]:80',
      ])
        expect(allowedUrl(url), url).toBe(true);
      const fetch = vi.fn(globalThis.fetch);
      const lines: string[] = [];
      const args = ['--user', 'demo'];
      const io = { log: (line: string) => lines.push(line), env: { CHECK_API_PASSWORD: 'demo1234' }, fetch };
      expect(await checkApi(['--base', 'http://staging.example.com', ...args], io)).toBe(2);
      expect(
        await checkApi(
          ['--base', server.base, '--config', 'http://cdn.example.com/config.json', ...args],
          io,
        ),
      ).toBe(2);
      expect(lines.join('\n')).toContain('needs https');
      expect(fetch).not.toHaveBeenCalled();
    });

    it('refuses to run without its arguments', async () => {
      const lines: string[] = [];
      expect(await checkApi(['--base', server.base], { log: (l) => lines.push(l) })).toBe(2);
      expect(lines.join('\n')).toMatch(/^usage: CHECK_API_PASSWORD=… npm run check-api/);
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
