/**
 * The app's languages, in the order the language selector lists them: one locale file each under
 * `public/locales/`. Plain data with no imports, so the Node scripts read the same list (`npm run atlas`).
 */
export const LANGUAGES = ['en', 'vi', 'th', 'id', 'ms', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
