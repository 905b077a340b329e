import { useT } from '../../i18n/use-t';
import { serviceCard } from '../../content/services';
import { PRINTING_PAGE } from '../../content/service-pages';
import { ServicePageHero } from '../../components/page-hero/service-page-hero';
import { PageSection } from '../../components/page-section/page-section';
import { Paragraphs } from '../../components/paragraphs/paragraphs';
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

export default function PrintingPage() {
  const { t } = useT('services');
  return (
    <>
      <ServicePageHero texts="printing" serviceId="imprenta" />
      <SidebarLayout
        asideLabel={t('shared.sidebarLabel')}
        aside={
          <>
            <ContactCard />
            <SidebarBox title={t('printing.benefitsTitle')}>
              <BenefitList items={PRINTING_PAGE.benefits} />
            </SidebarBox>
          </>
        }
      >
        <PageSection title={t('printing.intro.title')}>
          <Paragraphs text={t('printing.intro.text')} />
        </PageSection>
        <PageSection title={t('printing.galleryTitle')}>
          <ImageCarousel gallery={PRINTING_PAGE.gallery} label={t('printing.galleryLabel')} sizes={MAIN_COLUMN_SIZES} />
        </PageSection>
        <PageSection title={t('printing.processTitle')} intro={t('printing.processIntro')}>
          <ProcessSteps steps={PRINTING_PAGE.steps} />
        </PageSection>
        <PageSection title={t('printing.featuresTitle')}>
          <FeatureGrid items={PRINTING_PAGE.features} />
        </PageSection>
        <PageSection title={t('shared.complementaryTitle')} intro={t('printing.complementaryIntro')}>
          <ServiceCardList cards={PRINTING_PAGE.complementary.map(serviceCard)} />
        </PageSection>
      </SidebarLayout>
      <CtaBand title={t('printing.cta.title')} text={t('printing.cta.text')} button={t('printing.cta.button')} />
    </>
  );
}
