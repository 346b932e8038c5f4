import { useEffect, useRef } from 'react';

/**
 * After a submit the form refuses, the focus goes to its first field marked invalid (`aria-invalid`), so
 * the member lands on what to mend and hears its message. Marks that come later while the member types
 * (a live check) leave the focus where it is.
 */
export function useFirstInvalidFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  // After every render: the refusal's marks may come in the render the submit caused or in a later one.
  useEffect(() => {
    if (!pending.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = false;
    first.focus();
  });
  return {
    formRef,
    /** The form was submitted: the next marks it gets take the focus. */
    submitted: () => {
      pending.current = true;
    },
    /** The member typed: marks from now on are the live check's. */
    typed: () => {
      pending.current = false;
    },
  };
}
