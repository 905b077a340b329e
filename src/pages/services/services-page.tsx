import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { SERVICES_LIST_CARDS, servicesOutsideList } from '../../content/services-list';
import { serviceCard } from '../../content/services';
import { COVER_IMAGES } from '../../content/cover-images';
import { PageHero } from '../../components/page-hero/page-hero';
import { PageSection } from '../../components/page-section/page-section';
import { ServiceCardList } from '../../components/service-card/service-card';
import { CtaBand } from '../../components/cta-band/cta-band';
import { CategoryCard } from './category-card';
import { SamplesCard } from './samples-card';
import cards from '../../components/card/card.module.css';
import { ImageTableProvider } from '../../components/picture/image-table';
import styles from './services-page.module.css';

export default function ServicesPage() {
  const { t } = useT('services');
  return (
    <ImageTableProvider value={COVER_IMAGES}>
      <PageHero
        eyebrow={t('list.hero.eyebrow')}
        title={t('list.hero.title')}
        lead={t('list.hero.lead', { years: COMPANY.experienceYears })}
        cta={{ to: 'contact', label: t('list.hero.cta') }}
      />
      <ul className={`${cards.grid} ${styles.cards}`}>
        {SERVICES_LIST_CARDS.map((card) =>
          card.carousel ? (
            <SamplesCard key={card.group} card={card} slides={card.carousel} />
          ) : (
            <CategoryCard key={card.group} card={card} />
          ),
        )}
      </ul>
      <PageSection wide keptAsServed title={t('list.more.title')} intro={t('list.more.intro')}>
        <ServiceCardList cards={servicesOutsideList().map(serviceCard)} />
      </PageSection>
      <CtaBand title={t('list.cta.title')} text={t('list.cta.text')} button={t('list.cta.button')} />
    </ImageTableProvider>
  );
}
