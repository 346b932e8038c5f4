import { useTranslation } from 'react-i18next';
import { positional, serverKey } from '../i18n/index';

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
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {t(serverKey(message), positional(params))}
    </p>
  );
}
