import { useT } from '../../i18n/use-t';
import type { PageProps } from '../../app/pages';
import styles from './screen-intro-page.module.css';

/** A screen's title and summary; what a screen shows until its own page is built. */
export default function ScreenIntroPage({ page }: PageProps) {
  const { t } = useT();
  if (!page) return null;
  const key = page.screen === 'serviceDetail' ? 'serviceDetail' : page.screen;
  const service = page.screen === 'serviceDetail' ? t(`serviceNames.${page.serviceId}`) : '';
  return (
    <section className={styles.intro}>
      <h1>{t(`meta.${key}.title`, { service, brand: '' })}</h1>
      <p>{t(`meta.${key}.description`, { service })}</p>
    </section>
  );
}
