import { areaOrDefault } from '../../domain/areas';
import type { Runtime } from '../flows/runtime';
import { type I18n, languageOf } from '../i18n';
import { COOKIE, COOKIE_DAYS, rememberCookie } from '../platform/cookies';
import type { AppRouter } from './router';

/**
 * What follows every arrival on a screen: the area and language cookies, the page language and
 * `<html lang>`, the document title and SEO description, the navigation history and the dialog's route.
 */
export function followRoutes(router: AppRouter, runtime: Runtime, i18n: I18n): () => void {
  const apply = async () => {
    const location = router.state.location;
    const match = [...router.state.matches].reverse().find((m) => m.staticData?.screen);
    const screen = match?.staticData?.screen;
    const areaCode = (match?.params as { area?: string } | undefined)?.area;
    if (!screen || !areaCode) return;
    const area = areaOrDefault(areaCode);
    // The machines learn of the arrival at once (a dialog opened next belongs to this screen), then the
    // cookies and the document's words.
    const path = `/m${location.pathname}${location.searchStr}`;
    runtime.history.send({ type: 'NAVIGATED', url: path });
    runtime.dialog.made()?.send({ type: 'ROUTE_CHANGED', path: `/m${location.pathname}` });
    rememberCookie(COOKIE.area, area.area, COOKIE_DAYS.area);
    rememberCookie(COOKIE.language, area.language, COOKIE_DAYS.language);
    const language = languageOf(area.language);
    if (i18n.language !== language) await i18n.changeLanguage(language);
    document.documentElement.lang = area.language;
    document.title = `${i18n.t(`route.${screen.key}.title`)} | ${i18n.t('app.brand')}`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', i18n.t(`route.${screen.key}.description`));
  };
  const unsubscribe = router.subscribe('onResolved', () => void apply());
  void apply();
  return unsubscribe;
}
