import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoFile } from '../helpers';

/**
 * The state atlas (contract §9), the model run's side: with `ATLAS=1` the runner takes a 390 px picture of
 * the app the first time a path reaches each state of a machine (`atlas/shots/{machine}/{state}.png`, or
 * `atlas/{lang}/shots/…` for another language than English). A state whose check closes a dialog is
 * pictured with the dialog up: `pictureNow` is called before the dialog goes. `e2e/model/atlasPage.ts`
 * writes the page from the pictures.
 */

export const ATLAS = process.env.ATLAS === '1';

/** The language the model run speaks (`ATLAS_LANG`, English by default). */
export const ATLAS_LANG = process.env.ATLAS_LANG || 'en';

/** Where a language's atlas lives: `atlas/` for English, `atlas/{lang}/` for the others. */
export const atlasDir = (lang = ATLAS_LANG) => repoFile(lang === 'en' ? 'atlas' : join('atlas', lang));

/** The picture of a state (its id under the machine, dotted), relative to the atlas's page. */
export const pictureName = (machine: string, state: string) => `shots/${machine}/${state}.png`;

export const picturePath = (machine: string, state: string, lang = ATLAS_LANG) =>
  join(atlasDir(lang), pictureName(machine, state));

/** The states of the step being checked in each page that have no picture yet. */
const pending = new WeakMap<Page, { machine: string; states: string[] }>();

/** The states a step reached: pictured once their check has seen them (or before a dialog of it closes). */
export function pictureLater(page: Page, machine: string, states: string[]) {
  if (!ATLAS) return;
  const missing = states.filter((s) => !existsSync(picturePath(machine, s)));
  if (missing.length) pending.set(page, { machine, states: missing });
}

/** Takes the picture the step is waiting for, if any: once, for every state of the step without one. */
export async function pictureNow(page: Page) {
  const wanted = pending.get(page);
  if (!wanted) return;
  pending.delete(page);
  // Finite animations (a dialog coming in on a stopped clock) are shown at their end.
  const shot = await page.screenshot({ scale: 'css', caret: 'hide', animations: 'disabled' });
  for (const state of wanted.states) {
    const file = picturePath(wanted.machine, state);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, shot);
  }
}
