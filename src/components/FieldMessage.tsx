import { useTranslation } from 'react-i18next';
import { positional, shownMessage } from '../i18n/index';

/**
 * A message key as a server or a flow names it, in the member's language: a server's key the app has no
 * text for reads as `page_Maintenance1` (contract §10), and `unknownKey` names it for "Show details".
 */
export function useMessageText() {
  const { t, i18n } = useTranslation();
  return (message: string, params?: readonly (string | number)[]) => {
    const { key, unknownKey } = shownMessage(message, (k) => i18n.exists(k));
    return { text: t(key, positional(unknownKey ? [] : params)), unknownKey };
  };
}

/**
 * A field's own message under it, announced when it appears; the input names it in aria-describedby. With
 * `className="form-error"`, the form's message (the bank tabs' error line).
 */
export function FieldMessage({
  id,
  message,
  params,
  className = 'field-error',
}: {
  id?: string;
  message: string | null | undefined;
  params?: readonly (string | number)[];
  className?: string;
}) {
  const textOf = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {textOf(message, params).text}
    </p>
  );
}
