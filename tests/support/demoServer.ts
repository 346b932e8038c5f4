import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDemoHandlers, DemoWorld } from '../../demo/handlers';
import { type ClientContext, createApi } from '../../src/api/client';
import { ENDPOINTS } from '../../src/app/endpoints';
import { effectSpies } from './effectSpies';

/**
 * The demo backend in-process for a test file: a world on a pinned clock (2026-11-20 12:00 UTC), its MSW
 * handlers listening for the whole file and the world reset after each test, plus a raw `call` that
 * speaks the API as a client would (session id in the body, token as bearer).
 */

export const ORIGIN = 'http://localhost';
export const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

export type Session = { sessionId: string; token: string };
export interface Reply {
  status: number;
  errorCode: number;
  data: Record<string, unknown>;
}

export function startDemoServer() {
  const world = new DemoWorld({ now: () => NOW });
  const server = setupServer(...createDemoHandlers(world, ORIGIN));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => world.reset());
  afterAll(() => server.close());

  async function call(
    path: string,
    body: object,
    session?: Session | null,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const response = await fetch(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(session ? { sid: session.sessionId, ...body } : body),
    });
    const json = (await response.json()) as { errorCode: number; data: Record<string, unknown> };
    return { status: response.status, ...json };
  }

  const login = (loginId = 'demo'): Session => world.openSession(loginId);
  return { world, server, call, login };
}

/** The error envelope the demo backend answers. */
export const errorEnvelope = (errorCode: number, key: string, format?: string[]) => ({
  errorCode,
  data: { resorceCode: [key], ...(format ? { resorceCodeFormat: { key, format } } : {}) },
});

/**
 * The app's own API client against the in-process demo backend, with the dispatcher's effects as spies.
 * `session` is read at each call, so a test can log in first and set it.
 */
export function appClient(session: () => Session | null, overrides: Partial<ClientContext> = {}) {
  const effects = effectSpies();
  const context: ClientContext = {
    base: () => '',
    clientVersion: '1.19.1',
    loginSite: () => 'mobile',
    session,
    xsrfToken: () => undefined,
    effects,
    fetchBase: ORIGIN,
    ...overrides,
  };
  return { api: createApi(context, ENDPOINTS), effects, context };
}
