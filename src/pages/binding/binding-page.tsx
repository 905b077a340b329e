import { useT } from '../../i18n/use-t';
import { serviceCard } from '../../content/services';
import { BINDING_PAGE } from '../../content/service-pages';
import { ServicePageHero } from '../../components/page-hero/service-page-hero';
import { PageSection } from '../../components/page-section/page-section';
import { ImageCarousel } from '../../components/carousel/image-carousel';
import { ProcessSteps } from '../../components/process-steps/process-steps';
import { FeatureGrid } from '../../components/feature-grid/feature-grid';
import { BenefitList } from '../../components/benefit-list/benefit-list';
import { SidebarLayout } from '../../components/sidebar-layout/sidebar-layout';
import { SidebarBox } from '../../components/sidebar-layout/sidebar-box';
import { MAIN_COLUMN_SIZES } from '../../components/sidebar-layout/sizes';
import { ServiceCardList } from '../../components/service-card/service-card';
import { CtaBand } from '../../components/cta-band/cta-band';

export default function BindingPage() {
  const { t } = useT('services');
  return (
    <>
      <ServicePageHero texts="binding" serviceId="encuadernacion" />
      <SidebarLayout
        asideLabel={t('shared.sidebarLabel')}
        aside={
          <>
            <SidebarBox title={t('binding.benefitsTitle')}>
              <BenefitList items={BINDING_PAGE.benefits} />
            </SidebarBox>
            <CtaBand
              compact
              title={t('binding.cta.title')}
              text={t('binding.cta.text')}
              button={t('binding.cta.button')}
            />
          </>
        }
      >
        <PageSection title={t('binding.galleryTitle')} intro={t('binding.galleryIntro')}>
          <ImageCarousel gallery={BINDING_PAGE.gallery} label={t('binding.galleryLabel')} sizes={MAIN_COLUMN_SIZES} />
        </PageSection>
        <PageSection title={t('binding.processTitle')} intro={t('binding.processIntro')}>
          <ProcessSteps steps={BINDING_PAGE.steps} />
        </PageSection>
        <PageSection title={t('binding.featuresTitle')}>
          <FeatureGrid items={BINDING_PAGE.features} />
        </PageSection>
        <PageSection title={t('shared.complementaryTitle')} intro={t('binding.complementaryIntro')}>
          <ServiceCardList cards={BINDING_PAGE.complementary.map(serviceCard)} />
        </PageSection>
      </SidebarLayout>
    </>
  );
}
