import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiText } from '../scripts/apiContract';
import { ENDPOINTS as endpoints } from '../src/app/endpoints';

/**
 * `docs/api/openapi.json` is the reply contract as the app accepts it, generated from the
 * app's own calls and schemas; it must be regenerated (`npm run api-contract`) whenever they change.
 */
describe('the published reply contract (docs/api/openapi.json)', () => {
  const file = readFileSync(new URL('../docs/api/openapi.json', import.meta.url), 'utf8');

  it('is up to date: run `npm run api-contract` after changing a call or a reply schema', async () => {
    expect(file).toBe(await openApiText());
  });

  /** What the document holds at a path of keys (`a.b.0.c`). */
  const at = (value: unknown, path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
  const doc = JSON.parse(file) as unknown;

  it('is OpenAPI 3.1 and lists every call the app makes, with its method, body, headers and reply', () => {
    expect(at(doc, 'openapi')).toBe('3.1.0');
    expect(at(doc, 'paths./api/antiforgery.get')).toBeDefined();
    for (const [name, spec] of Object.entries(endpoints)) {
      const call = at(doc, 'paths')![spec.path as never] as { post?: unknown } | undefined;
      expect(at(call?.post, 'operationId'), spec.path).toBe(name);
      expect(at(call?.post, 'requestBody.content.application/json.schema.type'), spec.path).toBe('object');
      expect(
        at(call?.post, 'responses.200.content.application/json.schema.properties.data'),
        spec.path,
      ).toBeDefined();
      const headers = (at(call?.post, 'parameters') as { $ref: string }[]).map((p) =>
        p.$ref.split('/').pop(),
      );
      expect(headers).toEqual(
        expect.arrayContaining(['X-Device', 'X-Version', 'Authorization', 'X-XSRF-TOKEN']),
      );
      expect(headers.includes('Idempotency-Key'), spec.path).toBe(!!spec.idempotent);
    }
    expect(Object.keys(at(doc, 'paths') as object)).toHaveLength(Object.keys(endpoints).length + 1);
  });

  it('says what the tolerant reader accepts: an id as a string or an integer, unnamed fields optional', () => {
    const paths = at(doc, 'paths') as Record<string, unknown>;
    const reply = at(
      paths['/api/getmemberbank'],
      'post.responses.200.content.application/json.schema.properties.data.anyOf.0',
    );
    const bank = at(reply, 'properties.memberBankList.anyOf.0.items');
    expect(at(bank, 'required')).toEqual(['memberBankId']);
    expect(at(bank, 'properties.memberBankId.$ref')).toBe('#/components/schemas/Id');
    expect(at(doc, 'components.schemas.Id.anyOf')).toEqual([
      { type: 'string' },
      expect.objectContaining({ type: 'integer' }),
    ]);
    const body = at(paths['/api/withdraw'], 'post.requestBody.content.application/json.schema.properties');
    expect(Object.keys(body as object)).toEqual(['sid', 'amount', 'memberBankId']);
  });

  it('describes each body field as its endpoint does: an amount, a page, a flag, a cipher, one of a few words', () => {
    const paths = at(doc, 'paths') as Record<string, unknown>;
    const field = (path: string, name: string) =>
      at(paths[path], `post.requestBody.content.application/json.schema.properties.${name}`);
    expect(field('/api/withdraw', 'amount')).toMatchObject({
      type: 'string',
      pattern: '^\\d{1,15}(\\.\\d)?$',
    });
    expect(field('/api/gethistoryrecord', 'page')).toEqual({ type: 'integer', minimum: 1 });
    expect(field('/api/getcmslist', 'isMobile')).toEqual({ type: 'boolean' });
    expect(field('/api/login', 'password')).toMatchObject({
      description: expect.stringContaining('RSA-OAEP'),
    });
    expect(field('/api/checkpassword', 'operation')).toMatchObject({
      enum: ['addmemberbank', 'changepassword'],
    });
    expect(field('/api/transfer', 'promoteId')).toEqual({ type: 'string' });
  });
});
