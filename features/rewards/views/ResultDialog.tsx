import { useTranslation } from 'react-i18next';
import type { SpinResult } from '../contract/rewardsReplies';

/** The result popup: the reward won, the spins left, and 2 s of coins while `coins` is on. */
export function ResultDialog({
  result,
  coins,
  onClose,
}: {
  result: SpinResult;
  coins: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-backdrop">
      <div className="dialog result-dialog" role="dialog" aria-modal="true" aria-labelledby="result-title">
        {coins && (
          <div className="coins" aria-hidden="true">
            {Array.from({ length: 12 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: decorative coins
              <i key={i} style={{ left: `${(i * 8.3) % 100}%`, animationDelay: `${(i % 4) * 0.18}s` }} />
            ))}
          </div>
        )}
        <h2 id="result-title" className="dialog-title">
          {t('lucky.youWon')}
        </h2>
        <p className="result-reward">{result.reward}</p>
        <p className="muted">{t('lucky.spinsLeft', { count: result.spinCount })}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('dialog.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
