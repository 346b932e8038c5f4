import { setTimeout as sleep } from 'node:timers/promises';
import { HttpResponse, http } from 'msw';
import type { DemoMember, DemoSession, DemoWorld } from './world.ts';

/**
 * How every demo route answers, shared by the handler files. It answers like a strict server: a member
 * call without a valid session id and matching bearer gets errorCode 1; a malformed body gets errorCode 2
 * with a key; a call that carries the anti-forgery cookie must carry the same value in `X-XSRF-TOKEN`.
 * A member call that carries `Idempotency-Key` is answered once per member, path and key: a repeat gets the
 * first answer again and applies nothing twice (contract §8); the same key with another body is refused
 * with HTTP 422 (contract §10). Demo-only levers sit in front of every route: the fail and malformed hooks (`/api/__demo/fail`,
 * `/api/__demo/malformed`) and the
 * `x-demo-delay` request header.
 */

export type Json = Record<string, unknown>;

/** The longest `x-demo-delay` honoured, in ms. */
export const MAX_DEMO_DELAY = 5000;

export const ok = <T = null>(data?: T) => HttpResponse.json({ errorCode: 0, data: data ?? null });
export const fail = (errorCode: number, key: string, format?: string[]) =>
  HttpResponse.json({
    errorCode,
    data: { resorceCode: [key], ...(format ? { resorceCodeFormat: { key, format } } : {}) },
  });

/** A key seen before with another body (contract §10): refused, HTTP 422. */
export const idempotencyMismatch = () =>
  HttpResponse.json({ errorCode: 2, data: { resorceCode: ['com_idempotency_mismatch'] } }, { status: 422 });

/** A body as one text whatever the order of its keys, to compare two requests' bodies. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );

/** What the fail hook's `network: true` answers: a proxy's error page, which the app treats as unreachable. */
export const unreachable = () =>
  new HttpResponse('<html><body><h1>503 Service Unavailable</h1></body></html>', {
    status: 503,
    headers: { 'Content-Type': 'text/html' },
  });

export const readCookie = (request: Request, name: string) => {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
};

export async function readBody(request: Request): Promise<Json | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : null;
  } catch {
    return null;
  }
}

/** The `x-demo-delay` header in ms (0 when absent or malformed), capped at MAX_DEMO_DELAY. */
export function demoDelayOf(request: Request): number {
  const raw = request.headers.get('x-demo-delay')?.trim() ?? '';
  return /^\d{1,9}$/.test(raw) ? Math.min(Number(raw), MAX_DEMO_DELAY) : 0;
}

export type FieldType = 'string' | 'number' | 'boolean';
export type Handler = (args: { body: Json; request: Request }) => Response | Promise<Response>;
export type MemberHandler = (args: {
  body: Json;
  member: DemoMember;
  session: DemoSession;
  request: Request;
}) => Response | Promise<Response>;
export type VisitorHandler = (args: {
  body: Json;
  member: DemoMember | null;
  request: Request;
}) => Response | Promise<Response>;

export function createRouter(world: DemoWorld, origin: string) {
  /** Every path registered through `post`, lower-case: the fail hook accepts only these. */
  const paths = new Set<string>();

  /** Checks what every POST must have, then the body's shape. */
  const answer = async (
    path: string,
    required: Record<string, FieldType>,
    handler: Handler,
    request: Request,
  ): Promise<Response> => {
    // The fail hook comes first: it answers without looking at anything else and changes nothing.
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (bearer) world.logRequest(path, bearer, request.headers);
    const forced = world.takeFailure(path, bearer);
    if (forced?.malformed) return HttpResponse.json({ errorCode: 0, data: forced.malformed.data ?? null });
    if (forced) return forced.network ? unreachable() : fail(forced.errorCode, forced.key, forced.format);
    const xsrf = readCookie(request, 'XSRF-TOKEN');
    if (xsrf && request.headers.get('x-xsrf-token') !== xsrf) return fail(2, 'com_xsrf_invalid');
    const body = await readBody(request);
    if (!body) return fail(2, 'com_request_invalid');
    for (const [field, type] of Object.entries(required)) {
      if (typeof body[field] !== type) return fail(2, 'com_request_invalid', [field]);
    }
    return handler({ body, request });
  };

  /**
   * Runs `apply` once per member, path and `Idempotency-Key`; a repeat (even one in flight) with the same
   * body gets its answer, one with another body a 422 and nothing applied.
   */
  const once = async (
    loginId: string,
    path: string,
    request: Request,
    body: Json,
    apply: () => Response | Promise<Response>,
  ): Promise<Response> => {
    const key = request.headers.get('idempotency-key');
    if (!key) return apply();
    const seen = `${loginId}\n${path.toLowerCase()}\n${key}`;
    const text = canonicalJson(body);
    const first = world.seenKeys.get(seen) ?? { body: text, answer: Promise.resolve().then(apply) };
    if (first.body !== text) return idempotencyMismatch();
    world.seenKeys.set(seen, first);
    return (await first.answer).clone();
  };

  const post = (path: string, required: Record<string, FieldType>, handler: Handler) => {
    paths.add(path.toLowerCase());
    return http.post(`${origin}${path}`, async ({ request }) => {
      const response = await answer(path, required, handler, request);
      // The work is done before the wait: a request aborted in flight may still have moved money.
      const wait = demoDelayOf(request);
      if (wait > 0) await sleep(wait);
      return response;
    });
  };

  const memberPost = (path: string, required: Record<string, FieldType>, handler: MemberHandler) =>
    post(path, { sid: 'string', ...required }, ({ body, request }) => {
      const session = world.sessionFor(body.sid, request.headers.get('authorization'));
      const member = session && world.members.get(session.loginId);
      if (!session || !member) return fail(1, 'acct_sessionExpired');
      return once(member.loginId, path, request, body, () => handler({ body, member, session, request }));
    });

  /**
   * A call open to visitors: an empty `sid` acts as a visitor (member null); any other sid must be a valid
   * session with its bearer, as for `memberPost`, so a stale session still logs the client out.
   */
  const visitorPost = (path: string, required: Record<string, FieldType>, handler: VisitorHandler) =>
    post(path, { sid: 'string', ...required }, ({ body, request }) => {
      if (body.sid === '') return handler({ body, member: null, request });
      const session = world.sessionFor(body.sid, request.headers.get('authorization'));
      const member = session && world.members.get(session.loginId);
      if (!session || !member) return fail(1, 'acct_sessionExpired');
      return once(member.loginId, path, request, body, () => handler({ body, member, request }));
    });

  return { post, memberPost, visitorPost, paths };
}

export type Router = ReturnType<typeof createRouter>;
