import { useTranslation } from 'react-i18next';
import { useScreen } from '../../components/useScreen';

/** A screen whose content later work builds: the shell, its title and its description. */
export default function TitledPage() {
  const { t } = useTranslation();
  const { screen } = useScreen();
  if (!screen) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h2 id="page-title" className="page-title">
        {t(`route.${screen.key}.title`)}
      </h2>
      <p className="page-lead">{t(`route.${screen.key}.description`)}</p>
    </section>
  );
}
