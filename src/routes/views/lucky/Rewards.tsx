import type { RouletteReward } from '../../../api/types';
import { Carousel } from '../../../components/Carousel';
import { useTranslation } from '../../../i18n/react';

/** The rewards on offer, as a carousel of cards. */
export function Rewards({ segments }: { segments: RouletteReward[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      items={segments}
      label={t('lucky.rewards')}
      render={(s) => (
        <div className={`reward-card is-${s.type}`}>
          <strong>{s.reward}</strong>
          <small>{t(s.type === 'bonus' ? 'lucky.bonus' : 'lucky.points')}</small>
        </div>
      )}
    />
  );
}
