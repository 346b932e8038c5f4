import type Forge from 'node-forge';
// Only the parts of node-forge that RSA-OAEP needs: the RSA core (with ASN.1 and PKCS#1 padding) and SHA-256.
import forgeCore from 'node-forge/lib/forge';
import 'node-forge/lib/rsa';
import 'node-forge/lib/sha256';

/**
 * RSA-OAEP with SHA-256 (MGF1 with SHA-256, as Web Crypto does) where Web Crypto is missing: plain http from
 * a phone on a LAN has no `crypto.subtle`. node-forge is a vetted, widely used pure-JavaScript library; its
 * random source is seeded from `crypto.getRandomValues`, which browsers offer on http too. This module is
 * loaded only when `crypto.subtle` is absent, so no one else downloads it.
 */

const forge = forgeCore as unknown as typeof Forge;

function pemToBinary(pem: string): string {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return atob(base64);
}

/** The same output as the Web Crypto path: the ciphertext, base64. */
export function encryptWithLibrary(password: string, publicKeyPem: string): string {
  const key = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(pemToBinary(publicKeyPem)),
  ) as Forge.pki.rsa.PublicKey;
  const cipher = key.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}
