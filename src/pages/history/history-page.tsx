import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { HISTORY_HERO_IMAGE, HISTORY_PLACEHOLDER_ID, HISTORY_STORY } from '../../content/history';
import { HISTORY_IMAGES } from '../../content/history-images';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroPicture } from '../../components/page-hero/hero-picture';
import { PageSection } from '../../components/page-section/page-section';
import { ImageTableProvider } from '../../components/picture/image-table';
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
    <ImageTableProvider value={HISTORY_IMAGES}>
      {/* Its picture has a fallback, shown by React's error handler: hydrated. */}
      <PageHero
        keptAsServed={false}
        id="top"
        eyebrow={t('hero.eyebrow', { year: COMPANY.foundedYear })}
        title={t('hero.title', facts)}
        lead={t('hero.lead', facts)}
        image={
          <HeroPicture id={HISTORY_HERO_IMAGE.id} alt={t(HISTORY_HERO_IMAGE.alt)} fallbackId={HISTORY_PLACEHOLDER_ID} />
        }
      />

      <PageSection wide keptAsServed title={t('story.title')}>
        <ol className={styles.timeline}>
          {HISTORY_STORY.map((chapter) => (
            <li key={chapter.key} className={styles.chapter}>
              <h3 className={styles.chapterLabel}>{t(`story.items.${chapter.key}.label`, { year: chapter.year })}</h3>
              <p>{t(`story.items.${chapter.key}.text`, { ...facts, year: chapter.year })}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <Museum />
    </ImageTableProvider>
  );
}
