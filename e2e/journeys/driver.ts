/**
 * The driver-neutral layer of the journeys: a journey is written once against `Ui`, and an
 * `Engine` adapter drives one browser: Playwright for Chromium (`playwright.ts`), selenium-webdriver over
 * WebKitGTK's WebDriver for WebKit (`selenium.ts`). What an adapter does is small on purpose: open a URL,
 * run a self-contained function in the page, tap, type, pick an option, read cookies. Finding elements by
 * role and accessible name is done by one function that runs in the page (`inPage`), the same in both engines.
 */

import type { CspReport } from './csp.ts';
import { isSanitizerParse } from './csp.ts';

/** A name or text to match: a string matches as a case-insensitive substring (or exactly), or a pattern. */
export type Name = string | { re: string; flags?: string };

export type Role =
  | 'alert'
  | 'alertdialog'
  | 'button'
  | 'complementary'
  | 'dialog'
  | 'group'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listitem'
  | 'main'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'status'
  | 'tab'
  | 'tabpanel';

/** What to find: plain JSON, so it crosses into the page in both engines. */
export interface Find {
  css?: string;
  role?: Role;
  /** Accessible name (role or css), or a form control's label (label). */
  name?: Name;
  exact?: boolean;
  /** A form control by its label's text. */
  label?: string;
  testId?: string;
  level?: number;
  /** Text the element contains. */
  text?: Name;
  within?: Find;
  /** Which of the matches, for single-element reads and actions (default the first). */
  nth?: number;
}

export const css = (selector: string, more: Omit<Find, 'css'> = {}): Find => ({ css: selector, ...more });
export const role = (r: Role, name?: Name, more: Omit<Find, 'role' | 'name'> = {}): Find =>
  name === undefined ? { role: r, ...more } : { role: r, name, ...more };
export const label = (text: string, more: Omit<Find, 'label'> = {}): Find => ({ label: text, ...more });
export const testId = (id: string): Find => ({ testId: id });
export const within = (parent: Find, child: Find): Find => ({ ...child, within: parent });
export const pattern = (re: RegExp): Name => ({ re: re.source, flags: re.flags });

export type Op = 'count' | 'element' | 'text' | 'attr' | 'value' | 'visible' | 'focused' | 'options';

/**
 * Runs in the page (both engines serialise it): resolves `spec` and answers `op`. Self-contained: it may use
 * nothing from this module. It also installs the Content-Security-Policy probe the WebKit adapter reads
 * (Chromium's reports are collected by the suite's fixture from the first byte on).
 */
export function inPage(call: { spec: Find; op: Op; arg?: string }): unknown {
  type W = Window & { __journeyCsp?: unknown[] };
  const w = window as W;
  if (!w.__journeyCsp) {
    const reports: unknown[] = [];
    w.__journeyCsp = reports;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        reports.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          at: event.target instanceof Element ? 'element' : 'document',
          path: location.pathname,
        });
      },
      true,
    );
  }
  const ROLES: Record<string, string> = {
    alert: '[role="alert"]',
    alertdialog: '[role="alertdialog"]',
    button: 'button,[role="button"],input[type="button"],input[type="submit"]',
    complementary: 'aside,[role="complementary"]',
    dialog: 'dialog,[role="dialog"]',
    group: 'fieldset,[role="group"]',
    heading: 'h1,h2,h3,h4,h5,h6,[role="heading"]',
    img: 'img,[role="img"]',
    link: 'a[href],[role="link"]',
    list: 'ul,ol,[role="list"]',
    listitem: 'li,[role="listitem"]',
    main: 'main,[role="main"]',
    navigation: 'nav,[role="navigation"]',
    radio: 'input[type="radio"],[role="radio"]',
    region: 'section[aria-label],section[aria-labelledby],[role="region"]',
    status: '[role="status"],output',
    tab: '[role="tab"]',
    tabpanel: '[role="tabpanel"]',
  };
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const hidden = (el: Element) =>
    !!el.closest('[aria-hidden="true"]') ||
    el.getClientRects().length === 0 ||
    getComputedStyle(el).visibility === 'hidden';
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || /^(STYLE|SCRIPT|TEMPLATE)$/.test(node.tagName))
      return '';
    if (node.tagName === 'IMG') return ` ${node.getAttribute('alt') ?? ''} `;
    const aria = node.getAttribute('aria-label');
    if (aria) return ` ${aria} `;
    return [...node.childNodes].map(textOf).join('');
  };
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const aria = el.getAttribute('aria-label');
    if (aria) return norm(aria);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map((l) => l.textContent).join(' '));
    if (el.tagName === 'FIELDSET') {
      const legend = el.querySelector(':scope > legend');
      if (legend) return norm(legend.textContent);
    }
    if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
    if (el instanceof HTMLInputElement && /^(submit|button)$/.test(el.type)) return norm(el.value);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
    )
      return norm(el.getAttribute('title'));
    return norm(textOf(el)) || norm(el.getAttribute('title'));
  };
  const matches = (value: string, name: Name, exact?: boolean) => {
    if (typeof name === 'string')
      return exact ? value === norm(name) : value.toLowerCase().includes(norm(name).toLowerCase());
    return new RegExp(name.re, name.flags).test(value);
  };
  const resolve = (spec: Find): Element[] => {
    const roots: ParentNode[] = spec.within ? resolve(spec.within) : [document];
    const found = new Set<Element>();
    for (const root of roots) {
      let list: Element[];
      if (spec.role) {
        const wanted = spec.role;
        list = [...root.querySelectorAll(ROLES[wanted] ?? `[role="${wanted}"]`)].filter((el) => {
          const explicit = el.getAttribute('role');
          return (!explicit || explicit === wanted) && !hidden(el);
        });
        if (spec.level)
          list = list.filter(
            (el) => el.tagName === `H${spec.level}` || el.getAttribute('aria-level') === String(spec.level),
          );
        if (spec.css) list = list.filter((el) => el.matches(spec.css as string));
        if (spec.name !== undefined)
          list = list.filter((el) => matches(nameOf(el), spec.name as Name, spec.exact));
      } else if (spec.label !== undefined) {
        list = [...root.querySelectorAll('input,select,textarea')].filter((el) =>
          matches(nameOf(el), spec.label as string, spec.exact),
        );
      } else if (spec.testId !== undefined) {
        list = [...root.querySelectorAll(`[data-testid="${spec.testId}"]`)];
      } else {
        list = [...root.querySelectorAll(spec.css ?? '*')];
        if (spec.name !== undefined)
          list = list.filter((el) => matches(nameOf(el), spec.name as Name, spec.exact));
      }
      if (spec.text !== undefined)
        list = list.filter((el) => matches(norm(el.textContent), spec.text as Name, false));
      for (const el of list) found.add(el);
    }
    return [...found];
  };
  const all = resolve(call.spec);
  if (call.op === 'count') return all.length;
  const el = all[call.spec.nth ?? 0];
  if (call.op === 'element') return el ?? null;
  if (!el) return { found: false };
  switch (call.op) {
    case 'text':
      return { found: true, value: norm(el.textContent) };
    case 'attr':
      return { found: true, value: el.getAttribute(call.arg ?? '') };
    case 'value':
      return { found: true, value: (el as HTMLInputElement).value };
    case 'visible':
      return { found: true, value: !hidden(el) };
    case 'focused':
      return { found: true, value: document.activeElement === el };
    case 'options':
      return { found: true, value: [...(el as HTMLSelectElement).options].map((o) => norm(o.textContent)) };
    default:
      return { found: false };
  }
}

/** What one engine does; everything else is `Ui`'s, shared. */
export interface Engine {
  readonly name: 'chromium' | 'webkit';
  /** The origin under test, e.g. `http://localhost:4176`; it changes after `serveConfig`. */
  base(): string;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a self-contained function in the page with one JSON argument. */
  run<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  tap(spec: Find, options?: { force?: boolean }): Promise<void>;
  fill(spec: Find, value: string): Promise<void>;
  select(spec: Find, value: string): Promise<void>;
  cookies(): Promise<{ name: string; value: string }[]>;
  /** The next call to `path` answers `{ errorCode: 0, data }`. */
  answerOnce(path: string, data: unknown): Promise<void>;
  /** From now on the app is served `config.json` with these keys changed (`host`: the page's own host). */
  serveConfig(changes: (host: string) => Record<string, unknown>): Promise<void>;
  /** CSP reports so far that are violations (the sanitizer's inert parses left out). */
  cspReports(): Promise<CspReport[]>;
  /** The page's requests not answered yet, each with how long it has waited (where the engine sees them). */
  inFlight?(): string[];
}

const TIMEOUT = Number(process.env.JOURNEY_TIMEOUT) || 10_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const describe = (spec: Find): string => JSON.stringify(spec);

/** The journeys' vocabulary: waiting reads and actions over an Engine. */
export class Ui {
  readonly engine: Engine;
  constructor(engine: Engine) {
    this.engine = engine;
  }

  get base(): string {
    return this.engine.base();
  }

  /** Opens a path of the site under test. */
  async open(path: string): Promise<void> {
    await this.engine.goto(new URL(path, this.base).href);
    // A pre-rendered page is static markup until the app's first render replaces it: a field found
    // before then is gone by the time it is filled (WebKit: a stale element). Journeys speak to the app.
    await this.expectCount(css('#root[data-prerendered], #root[data-shell]'), 0, 15_000);
  }

  /** Polls `read` until `ok` holds, else fails with `what` and the last value read. */
  async until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeout = TIMEOUT) {
    const deadline = Date.now() + timeout;
    let last: T | undefined;
    let error: unknown;
    for (;;) {
      try {
        last = await read();
        error = undefined;
        if (ok(last)) {
          // JOURNEY_TRACE=1 names the waits that took over a second.
          if (process.env.JOURNEY_TRACE && Date.now() - (deadline - timeout) > 1000)
            console.log(`    slow (${Date.now() - (deadline - timeout)} ms): ${what}`);
          return last;
        }
      } catch (e) {
        error = e;
        if (/alert|prompt|dialog open/i.test(String(e))) throw e;
      }
      if (Date.now() > deadline) {
        // A wait that ran out names what the page was still waiting for, so a CI log tells a slow
        // server from a stuck app.
        const pending = this.engine.inFlight?.() ?? [];
        throw new Error(
          `Timed out (${timeout} ms) waiting for ${what}; last: ${error ? String(error) : JSON.stringify(last)}` +
            (pending.length ? `; requests unanswered: ${pending.join(', ')}` : '; no request unanswered'),
        );
      }
      await sleep(100);
    }
  }

  private read<T>(spec: Find, op: Op, arg?: string) {
    return this.engine.run(inPage, { spec, op, arg }) as Promise<{ found: boolean; value?: T }>;
  }

  count(spec: Find): Promise<number> {
    return this.engine.run(inPage, { spec, op: 'count' }) as Promise<number>;
  }

  /** Waits until the element is there and visible. */
  async see(spec: Find, timeout = TIMEOUT): Promise<void> {
    await this.until(
      `${describe(spec)} to be visible`,
      () => this.read<boolean>(spec, 'visible'),
      (r) => r.value === true,
      timeout,
    );
  }

  /** Waits until `spec` matches `n` elements. */
  async expectCount(spec: Find, n: number, timeout = TIMEOUT): Promise<void> {
    await this.until(
      `${n} of ${describe(spec)}`,
      () => this.count(spec),
      (c) => c === n,
      timeout,
    );
  }

  async gone(spec: Find): Promise<void> {
    await this.expectCount(spec, 0);
  }

  async text(spec: Find): Promise<string> {
    const r = await this.until(
      `${describe(spec)} to exist`,
      () => this.read<string>(spec, 'text'),
      (x) => x.found,
    );
    return r.value ?? '';
  }

  /** Waits until the element's text contains `expected` (or matches it). */
  async expectText(spec: Find, expected: string | RegExp, timeout = TIMEOUT): Promise<void> {
    await this.until(
      `${describe(spec)} to contain ${String(expected)}`,
      () => this.read<string>(spec, 'text'),
      (r) =>
        r.found &&
        (typeof expected === 'string' ? (r.value ?? '').includes(expected) : expected.test(r.value ?? '')),
      timeout,
    );
  }

  async attribute(spec: Find, name: string): Promise<string | null> {
    const r = await this.until(
      `${describe(spec)} to exist`,
      () => this.read<string | null>(spec, 'attr', name),
      (x) => x.found,
    );
    return r.value ?? null;
  }

  async expectAttribute(spec: Find, name: string, value: string, timeout = TIMEOUT): Promise<void> {
    await this.until(
      `${describe(spec)} [${name}="${value}"]`,
      () => this.read<string | null>(spec, 'attr', name),
      (r) => r.found && r.value === value,
      timeout,
    );
  }

  async expectValue(spec: Find, value: string): Promise<void> {
    await this.until(
      `${describe(spec)} to have the value "${value}"`,
      () => this.read<string>(spec, 'value'),
      (r) => r.found && r.value === value,
    );
  }

  async expectFocused(spec: Find): Promise<void> {
    await this.until(
      `${describe(spec)} to be focused`,
      () => this.read<boolean>(spec, 'focused'),
      (r) => r.value === true,
    );
  }

  async options(spec: Find): Promise<string[]> {
    const r = await this.until(
      `${describe(spec)} to exist`,
      () => this.read<string[]>(spec, 'options'),
      (x) => x.found,
    );
    return r.value ?? [];
  }

  /** Waits for a machine-driven view (contract §6) to be in `state`. */
  async expectState(machine: string, state: string, timeout = TIMEOUT): Promise<void> {
    await this.expectAttribute(css(`[data-machine="${machine}"]`), 'data-state', state, timeout);
  }

  /** Taps the element once it is visible (a tap that lands on something else is tried again). */
  async tap(spec: Find, options: { force?: boolean } = {}): Promise<void> {
    await this.see(spec);
    await this.until(
      `a tap on ${describe(spec)}`,
      () => this.engine.tap(spec, options).then(() => true),
      (done) => done,
    );
  }

  async fill(spec: Find, value: string): Promise<void> {
    await this.see(spec);
    await this.engine.fill(spec, value);
    await this.expectValue(spec, value);
  }

  async select(spec: Find, value: string): Promise<void> {
    await this.see(spec);
    await this.engine.select(spec, value);
    // A choice may change what finds the element (the language selector relabels itself in the new
    // language): gone counts as taken.
    await this.until(
      `${describe(spec)} to have the value "${value}" or be gone`,
      () => this.read<string>(spec, 'value'),
      (r) => !r.found || r.value === value,
    );
  }

  async path(): Promise<string> {
    return new URL(await this.engine.url()).pathname;
  }

  async waitForPath(expected: string | RegExp, timeout = TIMEOUT): Promise<void> {
    await this.until(
      `the path ${String(expected)}`,
      () => this.path(),
      (p) => (typeof expected === 'string' ? p === expected : expected.test(p)),
      timeout,
    );
  }

  async cookie(name: string): Promise<string | undefined> {
    return (await this.engine.cookies()).find((c) => c.name === name)?.value;
  }

  async expectCookie(name: string, value: string | undefined): Promise<void> {
    await this.until(
      `the cookie ${name} to be ${String(value)}`,
      () => this.cookie(name),
      (v) => v === value,
    );
  }

  run<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.engine.run(fn, arg);
  }

  /** Fails when the page reported a CSP violation that `allowed` does not name. */
  async expectNoCspViolation(allowed: RegExp[] = []): Promise<void> {
    const reports = (await this.engine.cspReports()).filter(
      (r) => !isSanitizerParse(r) && !allowed.some((a) => a.test(`${r.directive} ${r.blocked}`)),
    );
    if (reports.length > 0) throw new Error(`CSP violations: ${JSON.stringify(reports)}`);
  }

  pause(ms: number): Promise<void> {
    return sleep(ms);
  }
}
