import { useT } from '../../i18n/use-t';
import { SAMPLE_CARDS } from '../../content/sample-cards';
import { CATALOGUE_IMAGES } from '../../content/catalogue-images';
import { ServicePageHero } from '../../components/page-hero/service-page-hero';
import { CtaBand } from '../../components/cta-band/cta-band';
import { SampleCardItem } from './sample-card-item';
import cards from '../../components/card/card.module.css';
import { ImageTableProvider } from '../../components/picture/image-table';
import styles from './samples-page.module.css';

export default function SamplesPage() {
  const { t } = useT('services');
  return (
    <ImageTableProvider value={CATALOGUE_IMAGES}>
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
