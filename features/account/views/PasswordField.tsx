import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../src/components/TextField';

/** A password field with the button beside it that shows or hides what was typed. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'action'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="link-button"
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {t(shown ? 'login.hidePassword' : 'login.showPassword')}
        </button>
      }
    />
  );
}
