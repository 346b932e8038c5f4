import { constants, privateDecrypt, publicEncrypt } from 'node:crypto';

/**
 * The demo's `passwordPublicKey`. Its private half is below, in the repository: no build carries it.
 * The demo server adds it to the `config.json` it serves (`demoServedConfig`), and the build
 * and `npm run nginx-config` refuse a config that holds it (`holdsDemoKey`).
 */
export const DEMO_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqT2/vIhLEuhdw1In1mqD
tEkFKykh/xq7Kyd4lOBBlWmNySsBrOtWzmg21w9pdXfOPkxAPC5HzFVisOUMNB+4
d7LEHBfHyAGBoZHNKCH6Xv9vDWSy11sv1HaN5JkmHV0RyYhhjBhRs7Bh0q2d5hFi
NxgoM5UlVxMMqcy6eqhJBVEcifWWaxqUBoGA/hE/YMAqh/aDSUIfFQsZ55iOUguE
sWtNiodXgI3FF3rEcR9Uyyc7KmQwU2w1NDDE8/YWOsfI2z0iaK1G3fInknsSIkPA
LRebzP2zeZE20tNvcFBfeAoVnrVjdLceuIoiiyqURutinGtUkoKmdiOto97rApzG
sQIDAQAB
-----END PUBLIC KEY-----`;

/** The private half of the demo `passwordPublicKey`. Demo only: never in the bundle. */
export const DEMO_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCpPb+8iEsS6F3D
UifWaoO0SQUrKSH/GrsrJ3iU4EGVaY3JKwGs61bOaDbXD2l1d84+TEA8LkfMVWKw
5Qw0H7h3ssQcF8fIAYGhkc0oIfpe/28NZLLXWy/Udo3kmSYdXRHJiGGMGFGzsGHS
rZ3mEWI3GCgzlSVXEwypzLp6qEkFURyJ9ZZrGpQGgYD+ET9gwCqH9oNJQh8VCxnn
mI5SC4Sxa02Kh1eAjcUXesRxH1TLJzsqZDBTbDU0MMTz9hY6x8jbPSJorUbd8ieS
exIiQ8AtF5vM/bN5kTbS029wUF94ChWetWN0tx64iiKLKpRG62Kca1SSgqZ2I62j
3usCnMaxAgMBAAECgf8trmOSmZ2p/NtSKieWnvZUM2F+kbVOpmh4ikiB5tMANJcq
aL4kocey7wfeazDyan3A7KDQanpdLRVc3UMhNQhI4Hfbg8LpH+VdnX1C1+kJiBwk
ziMRZHIEmmHlnwqRFaed1+VJa0cIuXmuF2IHatz+NTo+S7biFsI6rIgPk5AiK55w
219vYV8M2UfJFNBGI3N7qRP57gzOuQAPNaqIf4HDkElVRWOKGKUPY0eKJ864wsoD
3UPbFT51f4RJCqP+/qiBWhz5ERMAHjywuqo4yR6099m1kEk9lZ8tJ7/2ZNuTviQm
E/EJcaFplvUmXcmxw08+3GVpOSgWyiH0gdmOEZ8CgYEA50eDvKBoYllA9XKhuh6g
9lzw57KARxzfhnjZrdwuGSQovItcJRrTSK038+Z7CAMrnEJjXH42nNGSOLm6xpiU
7meSBWb/q78LCQFMaLPvb6PlpkzMXCMCnRzbtaV++cdhQNu16qYTN93eix3nqhbO
1PGlrPu9eRKnfXzVOLTTfucCgYEAu1SwClqdbHgzGDMIiARuBcdSEgFs6CHD0EHh
m2SVxPpKKOedl96PMtoGR7vJLEN4D57SOIc7JzvvCAdCn+NFi+kSaH3c2jk8MLBt
cDBFthMOjRwcnJoX0Q6YyUlb4YljHQlRYic9B541JkjdonXxkDqgc9N051KkfWqw
Bc0pUqcCgYEAgRG6BSSH3Iru44uLkfDR52tKziMhz43feI4s/QfpegJh8Ybcb6Ce
1OpGVYkElB4g0l2CUfXlyHJ0Zc/Q2lAAnWOTbAxlFpXRNL9SwwPX1bfjy4EEc07e
gIvAWYj4abDJJ4b16POxufXJ4l1YEeYUm2YYDYeX3993NWLbI4BWn3UCgYEApowi
fvIVJ8yt0IP+v78Aek69Xpi51J/AUbVg+SCyLxA/QqK5b75FHfbMwpXnw1ywr2KK
kAtawgT8/OxHhZMvz7YF0bSk17cvFjKk+atRLxE+TKKDpY8yQYFywPJhp+DXp4cT
PeqYzd8Qbds2gSvO+mXFJXUIaGkHKSHjISVH6d0CgYBugPnXICg05PuHYRlgghEC
eehgfWHLGcHwT/WiP3arekADAtm78oFQYuSy8GT0I06LNqk4mC/ItxmYE+SKI/Qf
HFxZc1JfX+f8qoAJv12lOUOIlfXu2X8xBi/hhRCCB8NUL14Jc3+wDKbhZI7Wbeo6
8fCPb0WuCtkAfdAV01S/ZQ==
-----END PRIVATE KEY-----`;

/**
 * A password encrypted as the app does (RSA-OAEP, SHA-256, base64) under the demo public key: for the tests'
 * direct calls, and as the app shell's saved login (`sealed`).
 */
export function encryptForDemo(password: string): string {
  return publicEncrypt(
    { key: DEMO_PUBLIC_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

/** A password the client encrypted with the demo public key (RSA-OAEP, SHA-256), or null if it is not one. */
export function decryptDemoPassword(encrypted: unknown): string | null {
  if (typeof encrypted !== 'string' || encrypted === '') return null;
  try {
    return privateDecrypt(
      { key: DEMO_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}

/** A PEM's base64 body, without its armour and white space (escaped line ends of JSON included). */
const bodyOf = (pem: string) =>
  pem
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, '')
    .replace(/\\n/g, '')
    .replace(/\s+/g, '');

/** Whether a config (`config.json` parsed) holds the demo's public key, however it is wrapped. */
export function holdsDemoKey(config: unknown): boolean {
  const key = (config as { passwordPublicKey?: unknown } | null)?.passwordPublicKey;
  return typeof key === 'string' && bodyOf(key).includes(bodyOf(DEMO_PUBLIC_KEY));
}

/** The demo's live chat page, served by the demo server only (`demo/public/`). */
export const DEMO_LIVE_CHAT = '/m/livechat-demo.html';

/**
 * The `config.json` the demo server serves (`npm start`, `npm run dev`, the end-to-end tests): the file's,
 * with the demo key when it names none, so the demo members can log in (a key of the operator's stays),
 * the demo live chat when it names none, and the state inspector allowed (contract §3).
 */
export function demoServedConfig<T extends Record<string, unknown>>(
  config: T,
): T & { passwordPublicKey: unknown; liveChatUrl: unknown; qaInspector: true } {
  return {
    ...config,
    passwordPublicKey: config.passwordPublicKey || DEMO_PUBLIC_KEY,
    liveChatUrl: config.liveChatUrl || DEMO_LIVE_CHAT,
    qaInspector: true,
  };
}
