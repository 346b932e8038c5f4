import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatOf, formatDateTime } from '../../../domain/dates';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { LoadState, loadOf } from '../../../src/components/LoadState';
import { SelectField } from '../../../src/components/SelectField';
import { TextField } from '../../../src/components/TextField';
import { useMoney } from '../../../src/components/useMoney';
import { useScreen } from '../../../src/components/useScreen';
import { serverKey } from '../../../src/i18n/index';
import { historyLogic, historyStart } from '../flows/moneyFlows';
import type { HistoryStatus, HistoryType } from '../machines/history';
import { historyView } from '../machines/history';

const TYPES: HistoryType[] = ['deposit', 'withdraw', 'transfer', 'rebate'];
const STATUSES: HistoryStatus[] = ['all', 'success', 'pending', 'failed'];

/** The History tab: a thin view of the history machine. */
export function HistoryTab() {
  const { t } = useTranslation();
  const { area } = useScreen();
  const input = useMemo(() => historyStart(area), [area]);
  const history = useFlow(historyLogic, { input });
  const [state, { queryType, fromDate, toDate, status, records, page, totalPages }] = useFlowView(
    history,
    historyView,
  );
  const money = useMoney();

  /** One end of the period: a date input whose change (never an empty one) filters the records. */
  const dateField = (field: 'fromDate' | 'toDate', id: string, bound: { min?: string; max?: string }) => (
    <TextField
      id={id}
      name={field}
      label={t(field === 'fromDate' ? 'history.from' : 'history.to')}
      type="date"
      value={field === 'fromDate' ? fromDate : toDate}
      {...bound}
      onChange={(e) => e.target.value && history.send({ type: 'FILTER_CHANGED', [field]: e.target.value })}
    />
  );

  return (
    <div className="tab-panel" {...state.marks}>
      <div className="card history-filters">
        <fieldset className="chip-row">
          <legend className="visually-hidden">{t('history.type')}</legend>
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={`chip${type === queryType ? ' is-selected' : ''}`}
              aria-pressed={type === queryType}
              onClick={() => history.send({ type: 'FILTER_CHANGED', queryType: type })}
            >
              {t(`history.${type}`)}
            </button>
          ))}
        </fieldset>
        <div className="field-row">
          {dateField('fromDate', 'history-from', { max: toDate })}
          {dateField('toDate', 'history-to', { min: fromDate })}
        </div>
        <SelectField
          id="history-status"
          name="status"
          label={t('history.status')}
          value={status}
          choices={STATUSES.map((s) => ({ value: s, label: t(`history.status.${s}`) }))}
          onPick={(value) => history.send({ type: 'FILTER_CHANGED', status: value as HistoryStatus })}
        />
      </div>
      <LoadState {...loadOf(state, history)} skeleton="card skeleton-card" message={t('history.failed')} />
      {state.matches('empty') && <p className="card empty-card">{t('history.empty')}</p>}
      {state.matches('loaded') && (
        <>
          <ul className="card list-card history-list" aria-label={t(`history.${queryType}`)}>
            {records.map((r, i) => (
              // A server may send records without an id: their place is their key.
              <li key={r.id || `record-${i}`}>
                <span>
                  <strong>{money.format(r.amount)}</strong> <small className="muted">{money.unit}</small>
                  <small className="muted block">{formatDateTime(r.date, dateFormatOf(area))}</small>
                </span>
                {r.status && (
                  <span className={`status status-${r.status}`}>
                    {t(serverKey(`history.status.${r.status}`))}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <nav className="pager" aria-label={t('history.pages')}>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={page <= 1}
              onClick={() => history.send({ type: 'PAGE', page: page - 1 })}
            >
              {t('history.previous')}
            </button>
            <span aria-live="polite">{t('history.pageOf', { page, total: totalPages })}</span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={page >= totalPages}
              onClick={() => history.send({ type: 'PAGE', page: page + 1 })}
            >
              {t('history.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
