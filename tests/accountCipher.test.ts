import { constants, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PRIVATE_KEY } from '../demo/demoKey';
import { DEMO_PUBLIC_KEY } from '../src/config';
import { encryptPassword } from '../src/platform/passwordCipher';

/**
 * Password encryption (issue 4 item 1): RSA-OAEP/SHA-256 through Web Crypto, and the same through the
 * fallback library where `crypto.subtle` is missing (plain http). Both are decrypted with the demo
 * private key, as the demo backend does.
 */

const decrypt = (base64: string) =>
  privateDecrypt(
    { key: DEMO_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

const PASSWORDS = ['demo1234', 'Pässwörd-ñ 密码 ✓', 'x'.repeat(150)];

afterEach(() => vi.unstubAllGlobals());

describe('password encryption', () => {
  it('Web Crypto: a 256-byte ciphertext that the demo key decrypts, different each time', async () => {
    for (const password of PASSWORDS) {
      const a = await encryptPassword(password, DEMO_PUBLIC_KEY);
      const b = await encryptPassword(password, DEMO_PUBLIC_KEY);
      expect(Buffer.from(a, 'base64')).toHaveLength(256);
      expect(a).not.toBe(b);
      expect(decrypt(a)).toBe(password);
    }
  });

  it('without crypto.subtle the fallback library encrypts the same way', async () => {
    const real = globalThis.crypto;
    // Plain http: getRandomValues exists, subtle does not.
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    for (const password of PASSWORDS) {
      const cipher = await encryptPassword(password, DEMO_PUBLIC_KEY);
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
      expect(cipher).not.toContain(password);
      expect(decrypt(cipher)).toBe(password);
    }
  });

  it('without crypto.subtle and with a broken key the login is refused, never sent in clear', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    await expect(
      encryptPassword('demo1234', '-----BEGIN PUBLIC KEY-----AAAA-----END PUBLIC KEY-----'),
    ).rejects.toThrow('acct_secureContextRequired');
  });
});
