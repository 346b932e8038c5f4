/**
 * Client-side password encryption (spec §5): RSA-OAEP with SHA-256 under `config.json`
 * `passwordPublicKey` (SPKI, PEM), base64 out. Loaded on demand, never on the first screen.
 *
 * It fails closed: without Web Crypto (plain http, localhost aside) the password is
 * refused rather than encrypted by a script anyone on that network could swap; without a valid key of the
 * operator's (RSA, at least 2048 bits) it is refused rather than sent under a key someone else holds.
 * The failures carry a message key no dialog has shown, so the form shows it (`readFailure`).
 */

/** The smallest RSA modulus accepted, in bits. */
export const MIN_KEY_BITS = 2048;

const refusal = (key: string) => Object.assign(new Error(key), { key, shown: false });

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return bytes.buffer;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function importOperatorKey(subtle: SubtleCrypto, publicKeyPem: string): Promise<CryptoKey> {
  try {
    const key = await subtle.importKey(
      'spki',
      pemToDer(publicKeyPem),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const bits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
    if (bits >= MIN_KEY_BITS) return key;
  } catch {
    // Not base64, not SPKI, not RSA: no key.
  }
  throw refusal('acct_passwordKeyMissing');
}

export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw refusal('acct_secureContextRequired');
  const key = await importOperatorKey(subtle, publicKeyPem);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(cipher);
}
