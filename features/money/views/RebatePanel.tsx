import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { ListCard } from '../../../src/components/ListCard';
import { ServerButton } from '../../../src/components/ServerButton';
import { useMoney } from '../../../src/components/useMoney';
import { rebateLogic, walletOf } from '../flows/moneyFlows';
import { rebateView } from '../machines/rebate';
import { OutcomeUnknown } from './OutcomeUnknown';

/**
 * Instant rebates, claimed one provider at a time. They arrive by a call of their own, after
 * the page has drawn: shown below the bank tab, so their arrival moves nothing the member is looking at.
 */
export function RebatePanel() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const providers = useSelector(
    useMemo(() => walletOf(runtime), [runtime]),
    (s) => s.context.providers,
  );
  const rebate = useFlow(rebateLogic);
  const { rebates: owed, busy, unanswered, moved } = useSelector(rebate, rebateView, shallowEqual);
  const marks = useFlowMarks(rebate);
  const money = useMoney();
  const rebates = owed.filter((r) => r.amount !== '0');
  if (unanswered)
    // A claim got no answer: the list has been read again; the card says whether it went through.
    return (
      <section className="rebate-list" aria-label={t('wallet.rebates')} {...marks}>
        <OutcomeUnknown
          moved={moved}
          texts={{ unknown: 'wallet.rebateUnknownText', moved: 'wallet.rebateMovedText' }}
          onRetry={() => rebate.send({ type: 'RETRY' })}
          onDismiss={() => rebate.send({ type: 'DISMISS' })}
        />
      </section>
    );
  if (rebates.length === 0) return null;
  return (
    <ListCard id="rebate-title" title={t('wallet.rebates')} className="rebate-list" {...marks}>
      <ul>
        {rebates.map((r) => (
          <li key={r.providerId}>
            <span>{providers.find((p) => p.providerId === r.providerId)?.providerName ?? r.providerId}</span>
            <span className="wallet-amount">{money.format(r.amount)}</span>
            <ServerButton
              className="btn btn-primary btn-small"
              busy={busy}
              onClick={() => rebate.send({ type: 'CLAIM', providerId: r.providerId })}
            >
              {t('wallet.claim')}
            </ServerButton>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
