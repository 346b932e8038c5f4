import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { Icon } from '../../../src/components/Icon';
import { LiveChatSheet, liveChatUrl, openLiveChat } from '../../../src/components/LiveChat';
import { AfterHydration } from '../../../src/components/useHydrated';

/**
 * A live-chat button for pages that open the chat themselves (contact, maintenance, restrict): the
 * in-app browser in the apps, the sheet elsewhere; none where the deployment names no chat. Drawn once the
 * page has hydrated: the pre-rendered page is the build's config's, the chat the deployment's.
 */
export function LiveChatButton({ className }: { className?: string }) {
  return (
    <AfterHydration>
      <ChatButton className={className} />
    </AfterHydration>
  );
}

function ChatButton({ className = 'btn btn-primary' }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const [open, setOpen] = useState(false);
  if (!liveChatUrl(runtime.config.liveChatUrl)) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => openLiveChat(runtime, () => setOpen(true))}>
        <Icon name="chat" size={20} /> {t('menu.liveChat')}
      </button>
      {open && <LiveChatSheet onClose={() => setOpen(false)} />}
    </>
  );
}
