import { useT } from '../../i18n/use-t';
import { serviceCard } from '../../content/services';
import { DESIGN_PAGE } from '../../content/service-pages';
import { ServicePageHero } from '../../components/page-hero/service-page-hero';
import { PageSection } from '../../components/page-section/page-section';
import { Paragraphs } from '../../components/paragraphs/paragraphs';
import { ImageCarousel } from '../../components/carousel/image-carousel';
import { ProcessSteps } from '../../components/process-steps/process-steps';
import { BenefitList } from '../../components/benefit-list/benefit-list';
import { SidebarLayout } from '../../components/sidebar-layout/sidebar-layout';
import { SidebarBox } from '../../components/sidebar-layout/sidebar-box';
import { MAIN_COLUMN_SIZES } from '../../components/sidebar-layout/sizes';
import { ContactCard } from '../../components/contact-card/contact-card';
import { ServiceCardList } from '../../components/service-card/service-card';
import { CtaBand } from '../../components/cta-band/cta-band';

export default function DesignPage() {
  const { t } = useT('services');
  return (
    <>
      <ServicePageHero texts="design" serviceId="diseno" />
      <SidebarLayout
        asideLabel={t('shared.sidebarLabel')}
        aside={
          <>
            <ContactCard />
            <SidebarBox title={t('design.benefitsTitle')}>
              <BenefitList items={DESIGN_PAGE.benefits} />
            </SidebarBox>
          </>
        }
      >
        <PageSection title={t('design.intro.title')}>
          <Paragraphs text={t('design.intro.text')} />
        </PageSection>
        <PageSection title={t('design.galleryTitle')}>
          <ImageCarousel gallery={DESIGN_PAGE.gallery} label={t('design.galleryLabel')} sizes={MAIN_COLUMN_SIZES} />
        </PageSection>
        <PageSection title={t('design.processTitle')} intro={t('design.processIntro')}>
          <ProcessSteps steps={DESIGN_PAGE.steps} />
        </PageSection>
        <PageSection title={t('design.sampleTypesTitle')} intro={t('design.sampleTypesIntro')}>
          <ServiceCardList cards={DESIGN_PAGE.sampleTypes} />
        </PageSection>
        <PageSection title={t('shared.complementaryTitle')} intro={t('design.complementaryIntro')}>
          <ServiceCardList cards={DESIGN_PAGE.complementary.map(serviceCard)} />
        </PageSection>
      </SidebarLayout>
      <CtaBand title={t('design.cta.title')} text={t('design.cta.text')} button={t('design.cta.button')} />
    </>
  );
}
