import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { useFlowMarks } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';
import { finishTakeover } from '../platform/handover';
import { qaEnabled } from '../qa/qaSwitch';
import { BottomMenu } from './BottomMenu';
import { DialogHost } from './DialogHost';
import { DownloadBanner } from './DownloadBanner';
import { FloatingMenu } from './FloatingMenu';
import { Header } from './Header';
import { LiveChatSheet, liveChatUrl, openLiveChat } from './LiveChat';
import { LoadingOverlay } from './LoadingOverlay';
import { AfterHydration } from './useHydrated';
import { useScreen } from './useScreen';

const QaOverlay = lazy(() => import('../qa/QaOverlay'));
// The side menu (with the language selector) is not on the first screen: its code is fetched when a finger
// or the pointer reaches the menu button (or it is focused), ahead of the tap that opens it, not at load
// (three requests fewer, and their main-thread work, on every first screen).
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
const prepareSideMenu = () => void loadSideMenu().catch(() => undefined);

/** The app shell around every screen of an area (spec §2). */
export function Shell() {
  const runtime = useRuntime();
  const marks = useFlowMarks(runtime.device);
  // The page is a visitor's or a member's: the session marks the main region (contract §6).
  const sessionMarks = useFlowMarks(runtime.session);
  const { screen } = useScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const bare = !!screen?.bare;
  const pageEpoch = useSelector(runtime.session, (s) => s.context.pageEpoch);
  // A pre-rendered page is the app's once its shell has hydrated (what was typed meanwhile is kept).
  useLayoutEffect(() => finishTakeover(document.getElementById('root')), []);

  return (
    <div className={`app${bare ? ' is-bare' : ''}`} {...marks}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!bare && <DownloadBanner />}
      {!bare && <Header onOpenMenu={() => setMenuOpen(true)} onMenuIntent={prepareSideMenu} />}
      <main id="main" className="app-main" tabIndex={-1} {...sessionMarks}>
        {/* A member changed in another tab: the page starts over, its forms empty. */}
        <Outlet key={pageEpoch} />
      </main>
      {/* Placed from the viewport's size: not in pre-rendered markup (and useless there without script). */}
      {!bare && (
        <AfterHydration>
          <FloatingMenu />
        </AfterHydration>
      )}
      {!bare && (
        <BottomMenu
          onLiveChat={
            // On the server (pre-rendering) there is no chat to offer: the button comes after hydration.
            typeof location !== 'undefined' && liveChatUrl(runtime.config.liveChatUrl)
              ? () => openLiveChat(runtime, () => setChatOpen(true))
              : undefined
          }
        />
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu open onClose={closeMenu} />
        </Suspense>
      )}
      {chatOpen && <LiveChatSheet onClose={() => setChatOpen(false)} />}
      <DialogHost />
      <LoadingOverlay />
      {qaEnabled() && (
        <Suspense fallback={null}>
          <QaOverlay />
        </Suspense>
      )}
    </div>
  );
}
