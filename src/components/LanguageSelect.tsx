import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/RuntimeContext';
import { activeAreas } from '../domain/areas';
import { useScreen } from './useScreen';

/** Area and language picker: the same screen under another area (contract §1, §5). */
export function LanguageSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { screen, area } = useScreen();
  return (
    <div className="field">
      <label htmlFor={id}>{t('side.language')}</label>
      <select
        id={id}
        name="area"
        value={area}
        onChange={(e) => runtime.navigator.toPath(`/m/${e.target.value}/${screen?.path ?? 'home'}`)}
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
