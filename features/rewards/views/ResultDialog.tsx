import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../src/components/ModalFrame';
import type { SpinResult } from '../contract/rewardsReplies';

/**
 * The result popup: the reward won, the spins left, and 2 s of coins while `coins` is on. Like every modal
 * it closes on OK, a tap on the backdrop or Escape, and OK has the focus.
 */
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
    <ModalFrame backdropClass="dialog-backdrop" boxClass="dialog result-dialog" onClose={onClose}>
      {({ titleId, closeRef }) => (
        <>
          {coins && (
            <div className="coins" aria-hidden="true">
              {Array.from({ length: 12 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: decorative coins
                <i key={i} style={{ left: `${(i * 8.3) % 100}%`, animationDelay: `${(i % 4) * 0.18}s` }} />
              ))}
            </div>
          )}
          <h2 id={titleId} className="dialog-title">
            {t('lucky.youWon')}
          </h2>
          <p className="result-reward">{result.reward}</p>
          <p className="muted">{t('lucky.spinsLeft', { count: result.spinCount })}</p>
          <div className="dialog-actions">
            <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
              {t('dialog.ok')}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
