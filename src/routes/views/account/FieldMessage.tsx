import { positional } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';

/** A field's own message under it, announced when it appears; the input names it in aria-describedby. */
export function FieldMessage({
  id,
  message,
  params,
}: {
  id: string;
  message: string | null | undefined;
  params?: string[];
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t(message, positional(params))}
    </p>
  );
}
