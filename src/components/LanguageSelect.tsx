import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeAreas } from '../domain/areas';
import { screenTo } from '../routes/routeTable';
import { useScreen } from './useScreen';

/** Area and language picker: the same screen under another area (contract §1, §5). */
export function LanguageSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { screen, area } = useScreen();
  return (
    <div className="field">
      <label htmlFor={id}>{t('side.language')}</label>
      <select
        id={id}
        name="area"
        value={area}
        onChange={(e) =>
          void navigate({ to: screenTo(screen?.path ?? 'home'), params: { area: e.target.value } })
        }
      >
        {activeAreas().map((a) => (
          <option key={a.area} value={a.area}>
            {t(`area.${a.area}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
