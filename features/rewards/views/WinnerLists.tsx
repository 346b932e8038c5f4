import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateFormat, dateFormatOf, formatDate } from '../../../domain/dates';
import { useScreen } from '../../../src/components/useScreen';
import type { TextKey } from '../../../src/i18n';
import type { RouletteInfo, RouletteWin } from '../contract/rewardsReplies';

function WinList({ wins, empty, dates }: { wins: RouletteWin[]; empty: string; dates: DateFormat }) {
  if (wins.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="win-list">
      {wins.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: winner entries have no id
        <li key={i}>
          <span>{w.user}</span>
          <span className={`reward-tag is-${w.type}`}>{w.reward}</span>
          <small className="muted">{formatDate(w.date, dates)}</small>
        </li>
      ))}
    </ul>
  );
}

type ListName = 'winners' | 'mine';
const LISTS: [ListName, TextKey][] = [
  ['winners', 'lucky.winners'],
  ['mine', 'lucky.mine'],
];

/** The winner list and the member's own wins, as two tabs. */
export const WinnerLists = memo(function WinnerLists({ info }: { info: RouletteInfo }) {
  const { t } = useTranslation();
  const { area } = useScreen();
  const [list, setList] = useState<ListName>('winners');
  return (
    <div className="card">
      <div className="chip-row" role="tablist" aria-label={t('lucky.lists')}>
        {LISTS.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={list === name}
            className={`chip${list === name ? ' is-selected' : ''}`}
            onClick={() => setList(name)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <WinList
          wins={list === 'winners' ? info.winnerList : info.memberList}
          empty={t('lucky.noWins')}
          dates={dateFormatOf(area)}
        />
      </div>
    </div>
  );
});
