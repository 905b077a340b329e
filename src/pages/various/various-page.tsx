import { useT } from '../../i18n/use-t';
import { serviceCard } from '../../content/services';
import { VARIOUS_PAGE } from '../../content/service-pages';
import { ServicePageHero } from '../../components/page-hero/service-page-hero';
import { PageSection } from '../../components/page-section/page-section';
import { ImageCarousel } from '../../components/carousel/image-carousel';
import { ProcessSteps } from '../../components/process-steps/process-steps';
import { FeatureGrid } from '../../components/feature-grid/feature-grid';
import { BenefitList } from '../../components/benefit-list/benefit-list';
import { SidebarLayout } from '../../components/sidebar-layout/sidebar-layout';
import { SidebarBox } from '../../components/sidebar-layout/sidebar-box';
import { MAIN_COLUMN_SIZES } from '../../components/sidebar-layout/sizes';
import { ContactCard } from '../../components/contact-card/contact-card';
import { ServiceCardList } from '../../components/service-card/service-card';
import { CtaBand } from '../../components/cta-band/cta-band';

/** Cutting and overlock. */
export default function VariousPage() {
  const { t } = useT('services');
  return (
    <>
      <ServicePageHero texts="various" serviceId="varios" />
      <SidebarLayout
        asideLabel={t('shared.sidebarLabel')}
        aside={
          <>
            <ContactCard />
            <SidebarBox title={t('various.benefitsTitle')}>
              <BenefitList items={VARIOUS_PAGE.benefits} />
            </SidebarBox>
          </>
        }
      >
        <PageSection title={t('various.galleryTitle')}>
          <ImageCarousel gallery={VARIOUS_PAGE.gallery} label={t('various.galleryLabel')} sizes={MAIN_COLUMN_SIZES} />
        </PageSection>
        <PageSection title={t('various.featuresTitle')} intro={t('various.featuresIntro')}>
          <FeatureGrid items={VARIOUS_PAGE.features} />
        </PageSection>
        <PageSection title={t('various.processTitle')}>
          <ProcessSteps steps={VARIOUS_PAGE.steps} />
        </PageSection>
        <PageSection title={t('shared.complementaryTitle')} intro={t('various.complementaryIntro')}>
          <ServiceCardList cards={VARIOUS_PAGE.complementary.map(serviceCard)} />
        </PageSection>
      </SidebarLayout>
      <CtaBand title={t('various.cta.title')} text={t('various.cta.text')} button={t('various.cta.button')} />
    </>
  );
}
