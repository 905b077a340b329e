import { useT } from '../../i18n/use-t';
import { SAMPLE_CARDS } from '../../content/sample-cards';
import { COVER_IMAGES } from '../../content/cover-images';
import { SERVICE_GALLERY_IMAGES } from '../../content/service-gallery-images';
import { combineImageTables } from '../../content/images';
import { ServicePageHero } from '../../components/page-hero/service-page-hero';
import { CtaBand } from '../../components/cta-band/cta-band';
import { SampleCardItem } from './sample-card-item';
import cards from '../../components/card/card.module.css';
import { ImageTableProvider } from '../../components/picture/image-table';
import styles from './samples-page.module.css';

/** Each sample book's cover and the pictures beside it. */
const IMAGES = combineImageTables(COVER_IMAGES, SERVICE_GALLERY_IMAGES);

export default function SamplesPage() {
  const { t } = useT('services');
  return (
    <ImageTableProvider value={IMAGES}>
      <ServicePageHero texts="samples" />
      <ul className={`${cards.grid} ${styles.grid}`}>
        {SAMPLE_CARDS.map((card, i) => (
          <SampleCardItem key={card.id} card={card} priority={i === 0} />
        ))}
      </ul>
      <CtaBand title={t('samples.cta.title')} text={t('samples.cta.text')} button={t('samples.cta.button')} />
    </ImageTableProvider>
  );
}
