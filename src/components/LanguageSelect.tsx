import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeAreas } from '../../domain/areas';
import { serverKey } from '../i18n';
import { screenTo } from '../routes/routeTable';
import { SelectField } from './SelectField';
import { useScreen } from './useScreen';

/** Area and language picker: the same screen under another area (contract §1, §5). */
export function LanguageSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { screen, area } = useScreen();
  return (
    <SelectField
      id={id}
      name="area"
      label={t('side.language')}
      value={area}
      choices={activeAreas().map((a) => ({ value: a.area, label: t(serverKey(`area.${a.area}`)) }))}
      onPick={(next) => void navigate({ to: screenTo(screen?.path ?? 'home'), params: { area: next } })}
    />
  );
}
