import { useT } from '../../i18n/use-t';
import type { ServicesListCard } from '../../content/services-list';
import type { ServiceCardData } from '../../content/services';
import { Carousel } from '../../components/carousel/carousel';
import { Picture } from '../../components/picture/picture';
import { TargetLink } from '../../components/service-card/target-link';
import { CardBody } from './category-card';
import { KeptAsServed } from '../../components/kept-as-served';
import cards from '../../components/card/card.module.css';
import styles from './services-page.module.css';

/** The sample-books card: its text, and a carousel through cascades, books, colour cards and cuttings. */
export function SamplesCard({ card, slides }: { card: ServicesListCard; slides: readonly ServiceCardData[] }) {
  const { t } = useT('services');
  return (
    <KeptAsServed
      part={`samples ${card.group}`}
      as="li"
      className={`${cards.card} ${styles.card} ${styles.featured}`}
      data-group={card.group}
    >
      <CardBody card={card} />
      <Carousel<ServiceCardData>
        label={t('list.samplesCarousel')}
        items={slides}
        itemKey={(slide) => slide.key}
        className={styles.carousel}
        renderSlide={(slide, i) => (
          <div className={styles.slide}>
            <Picture
              id={slide.imageId}
              alt={t(slide.imageAltKey)}
              sizes="(min-width: 1216px) 560px, (min-width: 900px) 46vw, 100vw"
              priority={i === 0}
              className={cards.picture}
            />
            <h3 className={styles.slideTitle}>
              <TargetLink destination={slide.target}>{t(slide.titleKey)}</TargetLink>
            </h3>
            <p className={`${cards.text} ${styles.slideText}`}>{t(slide.textKey)}</p>
          </div>
        )}
      />
    </KeptAsServed>
  );
}
