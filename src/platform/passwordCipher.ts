/**
 * Client-side password encryption (spec §5): RSA-OAEP with SHA-256 under `config.json`
 * `passwordPublicKey` (SPKI, PEM), base64 out. Loaded on demand, never on the first screen. Without Web
 * Crypto (plain http) the same encryption comes from `passwordCipherFallback.ts`.
 */

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

export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    // Plain http on a LAN has no Web Crypto: a vetted library does the same, loaded only here (issue 4).
    // Should it fail to load, the member is told rather than a clear password being sent.
    try {
      const { encryptWithLibrary } = await import('./passwordCipherFallback');
      return encryptWithLibrary(password, publicKeyPem);
    } catch {
      // A message key no dialog has shown: the login form shows it (`readFailure`).
      throw Object.assign(new Error('acct_secureContextRequired'), {
        key: 'acct_secureContextRequired',
        shown: false,
      });
    }
  }
  const key = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(cipher);
}
