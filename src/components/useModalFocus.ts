import { type RefObject, useEffect, useRef } from 'react';

/**
 * A modal's keyboard manners: focus goes to its first control when it opens (the returned ref), Escape
 * closes it, and focus goes back to where it was when it closes.
 */
export function useModalFocus<T extends HTMLElement>(onClose: () => void): RefObject<T | null> {
  const first = useRef<T>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return first;
}
