import { describe, expect, it } from 'vitest';
import { createDemoHandlers } from '../demo/handlers';
import { VITALS_COLLECTOR } from '../demo/hookHandlers';
import { ENDPOINTS as endpoints } from '../src/app/endpoints';

/** The demo backend answers every call of the endpoint table, at the table's path, and no call it lacks. */
describe('the demo backend and the endpoint table', () => {
  const answered = new Set(
    createDemoHandlers(undefined, '', { hooks: false })
      .filter((handler) => handler.info.method === 'POST')
      .map((handler) => String(handler.info.path)),
  );

  it('answers every call of the table at its path', () => {
    for (const [name, { path }] of Object.entries(endpoints)) expect(answered, name).toContain(path);
  });

  it("answers no call the table does not name (besides its own collector of the phones' field vitals)", () => {
    const paths = new Set([...Object.values(endpoints).map((e) => e.path), VITALS_COLLECTOR]);
    expect([...answered].filter((path) => !paths.has(path))).toEqual([]);
  });
});
