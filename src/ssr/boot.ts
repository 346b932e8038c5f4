import { startAfterFirstScreen } from './paintFirst';

// The pre-rendered pages' entry (`build/prerender.ts`): the app's scripts load once the first screen is painted.
startAfterFirstScreen().catch((error: unknown) => console.error('paintFirst:', error));
