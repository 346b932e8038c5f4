// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../public/locales/en.json' with { type: 'json' };
import { type I18n, i18nOptions, serverKey, type TextKey } from '../src/i18n';
import { SCREENS } from '../src/routes/routeTable';
import { renderView } from './support/componentHarness';

/**
 * Translation keys are typed from `public/locales/en.json`: a key the file does not have
 * does not compile, in a view (`useTranslation`) and in code holding the instance (`i18n.t`). Each
 * `@ts-expect-error` below is itself checked by `npm run typecheck`: were the wrong key accepted, the
 * directive would be unused, and tsc fails on that. Keys from the server go through `serverKey`.
 */

function Texts() {
  const { t } = useTranslation();
  return (
    <ul>
      <li>{t('menu.home')}</li>
      <li>{t('games.count', { count: 2 })}</li>
      {/* @ts-expect-error: not a key of en.json */}
      <li>{t('no.such.key')}</li>
      {/* @ts-expect-error: a plural form English does not have */}
      <li>{t('games.count_few', { count: 2 })}</li>
      <li>{t(serverKey('acct_fromTheServer'))}</li>
    </ul>
  );
}

/** Code that holds the instance: the same checks on `i18n.t`. */
function titleAndTypo(i18n: I18n, key: (typeof SCREENS)[number]['key']): string[] {
  return [
    // A key built from the route table's keys is checked too: every screen has its title.
    i18n.t(`route.${key}.title`),
    // @ts-expect-error: a misspelt key
    i18n.t('app.brnad'),
  ];
}

describe('typed translation keys', () => {
  it('a view renders known keys, and a wrong or server key as its last part', () => {
    renderView(<Texts />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      '2 games',
      'key',
      'count_few',
      'acct_fromTheServer',
    ]);
  });

  it('code holding the instance: a key from the route table, and a misspelt one as its last part', async () => {
    const i18n = i18next.createInstance({ ...i18nOptions('en'), resources: { en: { translation: en } } });
    await i18n.init();
    const home = SCREENS.find((screen) => screen.path === 'home')!;
    expect(titleAndTypo(i18n, home.key)).toEqual([en['route.home.title'], 'brnad']);
  });

  it('TextKey is the keys of en.json, plural families by their stem', () => {
    const keys: TextKey[] = ['menu.home', 'games.count', 'games.count_one', 'lucky.spinsLeft'];
    // @ts-expect-error: not a key
    keys.push('menu.nowhere');
    expect(keys).toHaveLength(5);
  });
});
