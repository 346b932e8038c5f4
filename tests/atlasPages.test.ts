import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atlasMiddleware } from '../server/atlasPages';

/** Contract §9: `npm start` serves the state atlas at /m/__atlas/ when it exists, and nothing else from there. */

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  passed: boolean;
}

function request(dir: string, url: string, method = 'GET'): Answer {
  const answer: Answer = { status: 0, headers: {}, body: '', passed: false };
  const res = {
    set statusCode(code: number) {
      answer.status = code;
    },
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
    },
    end: (body?: Buffer | string) => {
      answer.body = body ? body.toString() : '';
    },
  } as unknown as ServerResponse;
  atlasMiddleware(dir)({ url, method } as IncomingMessage, res, () => {
    answer.passed = true;
  });
  return answer;
}

describe('the state atlas under npm start', () => {
  const parent = mkdtempSync(join(tmpdir(), 'atlas-'));
  const dir = join(parent, 'atlas');
  mkdirSync(join(dir, 'shots', 'transfer'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>atlas</title>');
  writeFileSync(join(dir, 'shots', 'transfer', 'editing.png'), 'png');
  writeFileSync(join(parent, 'secret.png'), 'no');

  it('serves its page and its pictures, under a policy of its own', () => {
    const page = request(dir, '/m/__atlas/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>atlas</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const picture = request(dir, '/m/__atlas/shots/transfer/editing.png');
    expect([picture.status, picture.headers['content-type']]).toEqual([200, 'image/png']);
    expect(request(dir, '/m/__atlas').headers.location).toBe('/m/__atlas/');
  });

  it('says so when there is no atlas, and never serves a file outside it', () => {
    expect(request(join(dir, 'none'), '/m/__atlas/').status).toBe(404);
    expect(request(dir, '/m/__atlas/../secret.png').status).toBe(404);
    expect(request(dir, '/m/__atlas/%2e%2e/secret.png').status).toBe(404);
    expect(request(dir, '/m/__atlas/index.ts').status).toBe(404);
  });

  it('leaves every other path to the app', () => {
    expect(request(dir, '/m/en-vn/home').passed).toBe(true);
    expect(request(dir, '/m/__atlas/', 'POST').passed).toBe(true);
  });
});
