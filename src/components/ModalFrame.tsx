import { type ReactNode, type RefObject, useId } from 'react';
import { useModalFocus } from './useModalFocus';

/** What a modal's content needs from its frame: the id its title carries, and the ref of its close button. */
export interface ModalParts {
  titleId: string;
  closeRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A modal over a backdrop, titled by its own heading: a tap on the backdrop or Escape closes it, focus goes
 * to its close button when it opens and back when it closes.
 */
export function ModalFrame({
  backdropClass,
  boxClass,
  onClose,
  children,
}: {
  backdropClass: string;
  boxClass: string;
  onClose: () => void;
  children: (parts: ModalParts) => ReactNode;
}) {
  const titleId = useId();
  const closeRef = useModalFocus<HTMLButtonElement>(onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop closes; Escape closes from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same; the keyboard has Escape
    <div className={backdropClass} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className={boxClass} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {children({ titleId, closeRef })}
      </div>
    </div>
  );
}
