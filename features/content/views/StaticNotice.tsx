import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { flowMarks, useFlowStatus } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import { LanguageSelect } from '../../../src/components/LanguageSelect';
import { useScreen } from '../../../src/components/useScreen';
import { supportContentLogic } from '../flows/contentFlows';
import { LiveChatButton } from './LiveChatButton';
import { SupportLines } from './SupportLines';
import './content.css';
import './contact.css';
import './notice.css';

/**
 * Maintenance and restrict notices (spec §2 screen 3): static, multilingual, with their own
 * language selector, the hotline, the contact email and live chat. They call no API: the texts are the
 * translations and the area's static settings (with the language's email when even those are out of
 * reach), so they render while the API is down.
 */
export function StaticNotice({
  kind,
  machine,
}: {
  kind: 'maintenance' | 'restrict';
  machine?: { id: string; state: string };
}) {
  const { t } = useTranslation();
  const { area } = useScreen();
  return (
    <section
      className="page notice-page"
      aria-labelledby="notice-title"
      {...(machine && flowMarks(machine.id, machine.state))}
    >
      <p className="notice-brand">
        <span className="brand-mark" aria-hidden="true">
          L
        </span>
        <span>{t('app.brand')}</span>
      </p>
      <div className="notice-card">
        <div className={`notice-icon is-${kind}`} aria-hidden="true">
          <Icon name={kind === 'maintenance' ? 'settings' : 'lock'} size={44} />
        </div>
        <h1 id="notice-title">{t(`route.${kind}.title`)}</h1>
        <p>{t(`${kind}.text`)}</p>
        <p className="muted">{t(`${kind}.hint`)}</p>
        <Support key={area} area={area} />
        <div className="notice-actions">
          <LiveChatButton className="btn btn-primary btn-block" />
          {kind === 'maintenance' && (
            <Link className="btn btn-ghost btn-block" to="/$area/home" params={{ area }}>
              <Icon name="refresh" size={18} /> {t('common.retry')}
            </Link>
          )}
        </div>
        <LanguageSelect id={`${kind}-language`} />
      </div>
    </section>
  );
}

function Support({ area }: { area: string }) {
  const support = useFlow(() => supportContentLogic(area), { deps: [area] });
  const state = useFlowStatus(support);
  const data = useSelector(support, (s) => s.context.content);
  return (
    <div className="notice-support" {...state.marks}>
      <SupportLines support={data?.support ?? null} />
    </div>
  );
}
