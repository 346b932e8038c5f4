import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PRIVATE_KEY, DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { encryptPassword } from '../src/platform/passwordCipher';

/**
 * Password encryption: RSA-OAEP/SHA-256 through Web Crypto, decrypted with the demo
 * private key as the demo backend does; and it fails closed: no Web Crypto or no valid
 * operator key means no password leaves the page.
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

  it('without crypto.subtle (plain http) the password is refused, never encrypted by a script or sent', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    await expect(encryptPassword('demo1234', DEMO_PUBLIC_KEY)).rejects.toMatchObject({
      key: 'acct_secureContextRequired',
      shown: false,
    });
  });

  it('without a valid key of at least 2048 bits the password is refused', async () => {
    const { publicKey: small } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const smallPem = small.export({ type: 'spki', format: 'pem' }).toString();
    const { publicKey: ec } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const ecPem = ec.export({ type: 'spki', format: 'pem' }).toString();
    for (const key of [
      '',
      'nope',
      '-----BEGIN PUBLIC KEY-----AAAA-----END PUBLIC KEY-----',
      smallPem,
      ecPem,
    ]) {
      await expect(encryptPassword('demo1234', key), key.slice(0, 40)).rejects.toMatchObject({
        key: 'acct_passwordKeyMissing',
        shown: false,
      });
    }
  });
});
