import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { stateName } from '../domain/stateName';
import { handoverKeyOf, parseCountryCodes } from '../features/account/flows/accountFlows';
import { referralLink, shareOrigin, shareTargets } from '../features/account/flows/referralFlows';
import { fingerprintLoginMachine } from '../features/account/machines/fingerprintLogin';
import { fingerprintAdapter } from '../src/platform/fingerprint';
import { createNativeBridge } from '../src/platform/nativeBridge';
import { isPrivateQuota } from '../src/platform/privateMode';
import { type FakeBridgeScript, installFakeNativeBridge } from './support/fakeNativeBridge';

/** The account flows' pure parts and the fingerprint adapter over a fake app shell. */

/** A main frame of an app origin, as the page sees itself. */
function appWindow(origin = 'https://m.lotusplay.example') {
  const w: Record<string, unknown> = { location: { origin } };
  w.self = w;
  w.top = w;
  return w;
}

function fakeShell(script: FakeBridgeScript) {
  const window = appWindow();
  installFakeNativeBridge(script, window);
  return {
    bridge: createNativeBridge(window),
    requests: () => (window as { __fakeBridgeRequests: unknown[] }).__fakeBridgeRequests,
  };
}

/** A 2048-bit RSA ciphertext, base64, as the shell saved it. */
const SEALED = `${'A'.repeat(342)}==`;
const saved = { ok: true as const, value: { loginId: 'demo', encryptedPassword: SEALED } };
const ready: FakeBridgeScript['availability'] = {
  ok: true,
  value: { available: true, enrolled: true, kind: 'fingerprint' },
};

describe('fingerprint adapter over the native bridge', () => {
  it('usable only with a sensor and a saved login; face is told apart', async () => {
    const cases: [FakeBridgeScript['availability'], { usable: boolean; kind: string }][] = [
      [ready, { usable: true, kind: 'fingerprint' }],
      [
        { ok: true, value: { available: true, enrolled: true, kind: 'face' } },
        { usable: true, kind: 'face' },
      ],
      [
        { ok: true, value: { available: true, enrolled: false } },
        { usable: false, kind: 'fingerprint' },
      ],
      [
        { ok: true, value: 'yes' },
        { usable: false, kind: 'fingerprint' },
      ],
      [
        { ok: false, error: 'unavailable' },
        { usable: false, kind: 'fingerprint' },
      ],
    ];
    for (const [availability, expected] of cases) {
      const { bridge } = fakeShell({ availability, prompts: [] });
      expect(await fingerprintAdapter(bridge).availability()).toEqual(expected);
    }
  });

  it('without a bridge (the web) nothing is usable and nothing is sent', async () => {
    const adapter = fingerprintAdapter(createNativeBridge({}));
    expect(await adapter.availability()).toEqual({ usable: false, kind: 'fingerprint' });
    expect(await adapter.prompt('x')).toEqual({ kind: 'failed', reason: 'unavailable' });
  });

  it('reads every prompt answer, and anything malformed as a failure', async () => {
    const answers: [FakeBridgeScript['prompts'][number], unknown][] = [
      [saved, { kind: 'verified', loginId: 'demo', encryptedPassword: SEALED }],
      // The plain password never reaches the page: a shell that sends it is refused.
      [
        { ok: true, value: { loginId: 'demo', password: 'demo1234' } },
        { kind: 'failed', reason: 'malformed' },
      ],
      [
        { ok: true, value: { loginId: 'demo', password: 'demo1234', encryptedPassword: SEALED } },
        { kind: 'failed', reason: 'malformed' },
      ],
      [
        { ok: true, value: { loginId: 'demo', encryptedPassword: 'demo1234' } },
        { kind: 'failed', reason: 'malformed' },
      ],
      [{ ok: false, error: 'cancelled' }, { kind: 'cancelled' }],
      [
        { ok: false, error: 'lockout' },
        { kind: 'failed', reason: 'lockout' },
      ],
      [
        { ok: false, error: 'something new' },
        { kind: 'failed', reason: 'failed' },
      ],
      [
        { ok: true, value: { loginId: '<img>', password: 'x' } },
        { kind: 'failed', reason: 'malformed' },
      ],
      [
        { ok: true, value: { loginId: 'demo' } },
        { kind: 'failed', reason: 'malformed' },
      ],
    ];
    for (const [prompt, expected] of answers) {
      const { bridge, requests } = fakeShell({ availability: ready, prompts: [prompt] });
      expect(await fingerprintAdapter(bridge).prompt('Log in')).toEqual(expected);
      expect(requests()).toEqual([expect.objectContaining({ action: 'biometricPrompt', reason: 'Log in' })]);
    }
  });

  it('drives the machine: a cancelled prompt, a retry, the saved login handed to the login call', async () => {
    const { bridge } = fakeShell({
      availability: ready,
      prompts: [{ ok: false, error: 'cancelled' }, saved],
    });
    const adapter = fingerprintAdapter(bridge);
    const logins: unknown[] = [];
    const actor = createActor(
      fingerprintLoginMachine.provide({
        actors: {
          checkAvailability: fromPromise(() => adapter.availability()),
          prompt: fromPromise(() => adapter.prompt('Log in')),
          logIn: fromPromise(async ({ input }) => {
            logins.push(input);
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(logins).toEqual([]);
    actor.send({ type: 'RETRY' });
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('success');
    expect(logins).toEqual([{ loginId: 'demo', password: SEALED, sealed: true }]);
  });

  it('is used only by the top-level page of an app origin, never from a frame', async () => {
    const posted: string[] = [];
    const withBridge = (w: Record<string, unknown>) => {
      w.AndroidBridge = { postMessage: (json: string) => posted.push(json) };
      return w;
    };
    expect(createNativeBridge(withBridge(appWindow())).available).toBe(true);
    // A frame: its top is another window.
    const frame = withBridge(appWindow());
    frame.top = appWindow();
    const framed = createNativeBridge(frame);
    expect(framed.available).toBe(false);
    expect(await framed.call({ action: 'biometricAvailability' })).toMatchObject({ ok: false });
    expect(frame.__nativeBridgeReply).toBeUndefined();
    // Not an app origin: plain http off loopback, or an opaque origin.
    expect(createNativeBridge(withBridge(appWindow('http://m.lotusplay.example'))).available).toBe(false);
    expect(createNativeBridge(withBridge(appWindow('null'))).available).toBe(false);
    expect(createNativeBridge(withBridge(appWindow('http://localhost:4173'))).available).toBe(true);
    expect(posted).toEqual([]);
  });

  it('a lockout ends the retries', async () => {
    const { bridge } = fakeShell({ availability: ready, prompts: [{ ok: false, error: 'lockout' }] });
    const adapter = fingerprintAdapter(bridge);
    const actor = createActor(
      fingerprintLoginMachine.provide({
        actors: {
          checkAvailability: fromPromise(() => adapter.availability()),
          prompt: fromPromise(() => adapter.prompt('x')),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'fingerprint.lockedOut', lockedOut: true });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failure');
  });
});

describe('referral link', () => {
  const share = {
    defaultUrl: 'https://www.lotusplay.example',
    currencyShareUrl: [
      { currency: 'VND', domain: 'https://vn.lotusplay.example' },
      { currency: 'IDR', domain: 'javascript:alert(1)' },
    ],
  };
  const facts = { share, pageOrigin: 'http://192.168.1.5:4173', area: 'en-vn', referralCode: 'RDEMO' };

  it('the web uses its own origin; the apps the currency domain, else the default, never an unsafe one', () => {
    expect(shareOrigin({ ...facts, inApp: false, currency: 'VND' })).toBe('http://192.168.1.5:4173');
    expect(shareOrigin({ ...facts, inApp: true, currency: 'VND' })).toBe('https://vn.lotusplay.example');
    expect(shareOrigin({ ...facts, inApp: true, currency: 'IDR' })).toBe('https://www.lotusplay.example');
    expect(shareOrigin({ ...facts, inApp: true, currency: 'THB' })).toBe('https://www.lotusplay.example');
    expect(shareOrigin({ ...facts, inApp: true, currency: 'VND', share: null })).toBe(
      'http://192.168.1.5:4173',
    );
  });

  it('always opens registration with the code as ref, and every target carries it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.boolean(), (code, inApp) => {
        const link = referralLink({ ...facts, referralCode: code, inApp, currency: 'VND' });
        const url = new URL(link);
        expect(url.pathname).toBe('/m/en-vn/JoinNow');
        expect(url.searchParams.get('ref')).toBe(code);
        for (const target of shareTargets(link, 'Join me', 'Hi')) {
          expect(decodeURIComponent(target.href)).toContain(link);
          expect(target.href.startsWith('https://') || target.href.startsWith('mailto:')).toBe(true);
        }
      }),
    );
  });
});

describe('small rules', () => {
  it('private mode is a quota below 120 million bytes', () => {
    expect(isPrivateQuota(119_999_999)).toBe(true);
    expect(isPrivateQuota(120_000_000)).toBe(false);
    expect(isPrivateQuota(undefined)).toBe(false);
    expect(isPrivateQuota(Number.NaN)).toBe(false);
  });

  it('a handover key must be a plain token', () => {
    expect(handoverKeyOf('?loginKey=abcdef0123456789')).toBe('abcdef0123456789');
    expect(handoverKeyOf('?loginKey=<script>')).toBeNull();
    expect(handoverKeyOf('?other=1')).toBeNull();
  });

  it('country codes are read from the local JSON, malformed entries dropped', () => {
    expect(
      parseCountryCodes({
        countryCodes: [{ dialCode: '+84' }, { dialCode: '84' }, { dialCode: '+62' }, null],
      }),
    ).toEqual(['+84', '+62']);
    expect(parseCountryCodes([])).toEqual([]);
  });

  it('parallel state values read as dotted names', () => {
    expect(stateName('editing')).toBe('editing');
    expect(stateName({ forgot: 'filling' })).toBe('forgot.filling');
    expect(stateName({ loginId: 'available', form: 'filling' })).toBe('loginId.available form.filling');
  });
});
