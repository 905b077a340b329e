import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { HISTORY_HERO_IMAGE, HISTORY_PLACEHOLDER_ID, HISTORY_STORY } from '../../content/history';
import { Picture } from '../../components/picture/picture';
import { Museum } from './museum';
import styles from './history-page.module.css';

export default function HistoryPage() {
  const { t } = useT('history');
  const facts = {
    years: COMPANY.experienceYears,
    founded: COMPANY.foundedYear,
    locality: COMPANY.address.locality,
  };
  return (
    <>
      <section id="top" className={styles.hero} aria-labelledby="history-title">
        <div>
          <p className={styles.eyebrow}>{t('hero.eyebrow', { year: COMPANY.foundedYear })}</p>
          <h1 id="history-title" className={styles.title}>
            {t('hero.title', facts)}
          </h1>
          <p className={styles.lead}>{t('hero.lead', facts)}</p>
        </div>
        <Picture
          id={HISTORY_HERO_IMAGE.id}
          alt={t(HISTORY_HERO_IMAGE.alt)}
          sizes="(min-width: 900px) 34rem, 100vw"
          priority
          fallbackId={HISTORY_PLACEHOLDER_ID}
          className={styles.heroImage}
        />
      </section>

      <section className={styles.story} aria-labelledby="story-title">
        <h2 id="story-title" className={styles.sectionTitle}>
          {t('story.title')}
        </h2>
        <ol className={styles.timeline}>
          {HISTORY_STORY.map((chapter) => (
            <li key={chapter.key} className={styles.chapter}>
              <h3 className={styles.chapterLabel}>{t(`story.items.${chapter.key}.label`, { year: chapter.year })}</h3>
              <p>{t(`story.items.${chapter.key}.text`, { ...facts, year: chapter.year })}</p>
            </li>
          ))}
        </ol>
      </section>

      <Museum />
    </>
  );
}
