import { fromPromise } from 'xstate';
import type { Notice } from '../../contract/types';
import { areaOrDefault } from '../../domain/areas';
import { noticesMachine } from '../../machines/notices';
import { languageOf } from '../i18n';
import type { Runtime } from './runtime';

/**
 * The notices machine with its effects: `/api/getnotices` in the page language, and the one DOMPurify
 * configuration for a notice's HTML, loaded only when a notice is opened. Kept apart from the other
 * account flows because the home page's notices line loads it with the first screen.
 */

const isNotice = (n: unknown): n is Notice =>
  !!n &&
  typeof n === 'object' &&
  typeof (n as Notice).id === 'string' &&
  typeof (n as Notice).title === 'string' &&
  typeof (n as Notice).content === 'string';

export function noticesLogic(runtime: Runtime) {
  return noticesMachine.provide({
    actors: {
      loadNotices: fromPromise(async () => {
        const area = areaOrDefault(runtime.navigator.currentArea());
        const { noticeList } = await runtime.api.getNotices({
          lang: languageOf(area.language),
          isMobile: true,
          postUrl: location.origin,
        });
        return Array.isArray(noticeList) ? noticeList.filter(isNotice) : [];
      }),
      prepare: fromPromise(async ({ input }) => {
        const { sanitizeHtml } = await import('../platform/sanitizeHtml');
        return sanitizeHtml(input.content);
      }),
    },
  });
}
