import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../src/components/Carousel';
import type { RouletteReward } from '../contract/rewardsReplies';

/** The rewards on offer, as a carousel of cards. */
export const Rewards = memo(function Rewards({ segments }: { segments: RouletteReward[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      items={segments}
      label={t('lucky.rewards')}
      render={(s) => (
        <div className={`reward-card is-${s.type}`}>
          <strong>{s.reward}</strong>
          {s.type !== 'other' && <small>{t(s.type === 'bonus' ? 'lucky.bonus' : 'lucky.points')}</small>}
        </div>
      )}
    />
  );
});
