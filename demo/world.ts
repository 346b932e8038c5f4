import { randomBytes } from 'node:crypto';

/**
 * The demo backend's in-memory world (contract §7): members, sessions and wallets. Money is kept in
 * integer tenths of the account unit, so a transfer moves exactly what it says and never creates or
 * loses any.
 */

export interface DemoMember {
  loginId: string;
  password: string;
  fullName: string;
  email: string;
  phone: string;
  currId: string;
  area: string;
  loginIpGeo: string;
  registerDate: string;
  /** Provider id → balance in tenths. The main wallet is '-'. */
  wallets: Map<string, number>;
}

export interface DemoSession {
  sessionId: string;
  token: string;
  loginId: string;
}

export const PROVIDERS = [
  { providerId: 'SBO', providerName: 'SBO Sports' },
  { providerId: 'SABA', providerName: 'SABA Sports' },
  { providerId: 'EVO', providerName: 'Evolution Live' },
  { providerId: 'PT', providerName: 'Playtech Slots' },
  { providerId: 'PG', providerName: 'PG Soft' },
  { providerId: 'JILI', providerName: 'JILI Games' },
] as const;

const tenths = (amount: number) => Math.round(amount * 10);

function seedMember(
  m: Omit<DemoMember, 'wallets'>,
  main: number,
  providers: Record<string, number>,
): DemoMember {
  const wallets = new Map<string, number>([['-', tenths(main)]]);
  for (const p of PROVIDERS) wallets.set(p.providerId, tenths(providers[p.providerId] ?? 0));
  return { ...m, wallets };
}

export class DemoWorld {
  members = new Map<string, DemoMember>();
  sessions = new Map<string, DemoSession>();
  xsrfTokens = new Set<string>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.members.clear();
    this.sessions.clear();
    this.members.set(
      'demo',
      seedMember(
        {
          loginId: 'demo',
          password: 'demo1234',
          fullName: 'Nguyen Van Demo',
          email: 'demo@example.com',
          phone: '+84 912 345 678',
          currId: 'VND',
          area: 'en-vn',
          loginIpGeo: 'VN',
          registerDate: '2025-03-14',
        },
        1250.5,
        { SBO: 300, EVO: 75.5 },
      ),
    );
    this.members.set(
      'demoidr',
      seedMember(
        {
          loginId: 'demoidr',
          password: 'demo1234',
          fullName: 'Budi Demo',
          email: 'budi@example.com',
          phone: '+62 812 3456 7890',
          currId: 'IDR',
          area: 'en-id',
          loginIpGeo: 'ID',
          registerDate: '2025-06-02',
        },
        820,
        { PG: 120 },
      ),
    );
  }

  newToken(): string {
    return randomBytes(18).toString('base64url');
  }

  openSession(loginId: string): DemoSession {
    const session = { sessionId: this.newToken(), token: this.newToken(), loginId };
    this.sessions.set(session.sessionId, session);
    return session;
  }

  /** The session a call acts for: the body's sid and the bearer token must belong together. */
  sessionFor(sid: unknown, bearer: string | null): DemoSession | null {
    if (typeof sid !== 'string' || !bearer) return null;
    const session = this.sessions.get(sid);
    return session && `Bearer ${session.token}` === bearer ? session : null;
  }

  closeSession(sid: string): void {
    this.sessions.delete(sid);
  }
}

/** Tenths to the decimal string the API sends ("1250.5", "300"). */
export function formatTenths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
