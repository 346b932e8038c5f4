import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { atlasDir } from './model/atlas';
import { writeAtlasPage } from './model/atlasPage';

/**
 * Contract §9, the state atlas's page on a phone: a list of its machines, a search for a state, a way to show
 * one machine only, and nothing wider than the screen (each graph scales or scrolls within it).
 */

const LANG = 'e2e-atlas-check';
const STATES = (svg: string) =>
  [...svg.matchAll(/data-state-id="([^".]+)\.([^"]+)"/g)].map((m) => m[2] ?? '');

test.afterAll(() => rmSync(atlasDir(LANG), { recursive: true, force: true }));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  test(`${viewport.width}x${viewport.height}: the atlas lists its machines, filters to one and fits the screen`, async ({
    page,
  }) => {
    const { readFileSync } = await import('node:fs');
    const machines = ['transfer', 'deposit', 'login'].map((id) => ({
      id,
      states: STATES(readFileSync(`docs/state-graphs/${id}.svg`, 'utf8')),
    }));
    writeAtlasPage(machines, LANG);
    await page.setViewportSize(viewport);
    await page.goto(pathToFileURL(join(atlasDir(LANG), 'index.html')).href);
    const list = page.locator('ul.machines');
    await expect(list.getByRole('link')).toHaveText(['deposit', 'login', 'transfer']);
    // Nothing is wider than the screen: the page does not scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const graph of await page.locator('.graph').all()) {
      const box = await graph.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    }
    // One machine only.
    await page.getByText('transfer', { exact: true }).and(page.locator('label')).click();
    await expect(page.locator('main > section#transfer')).toBeVisible();
    await expect(page.locator('main > section#deposit')).toBeHidden();
    await page.getByText('All', { exact: true }).and(page.locator('label')).click();
    await expect(page.locator('main > section#deposit')).toBeVisible();
    // A search: the states whose name holds the text typed, each a link to its entry.
    await page.getByLabel('Find a state').fill('outcomeunknown');
    await expect(page.locator('ul.states a[href="#transfer.outcomeUnknown"]')).toBeVisible();
    await expect(page.locator('ul.states a[href="#transfer.editing"]')).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(/^\d+ states?$/);
    await page.getByLabel('Find a state').fill('');
    await page.getByText('Every state A to Z').click();
    await expect(page.locator('ul.states a[href="#transfer.editing"]')).toBeVisible();
  });
}
