import type { PageProps } from '../../routing/paths';
import { pageServiceId } from '../../routing/paths';
import { useT } from '../../i18n/use-t';
import { serviceCard } from '../../content/services';
import { SERVICE_PAGES, type ServicePage as ServicePageData, type ServiceSection } from '../../content/service-pages';
import type { ServiceId } from '../../content/catalog';
import type { CarouselImage } from '../../content/galleries';
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
import { ImageTableProvider } from '../../components/picture/image-table';
import { IMAGES } from './service-pictures';
import { serviceItem } from '../../selection/items';
import { PictureToggle, SelectionToggle } from '../../selection/toggle/selection-toggle';

const pictureToggle = (image: CarouselImage) => <PictureToggle picture={image.imageId} />;

/** A service's own page (design, printing, binding, various), drawn from its data in content/service-pages. */
export default function ServicePage({ page }: PageProps) {
  const serviceId = page ? pageServiceId(page) : undefined;
  const data = serviceId ? SERVICE_PAGES[serviceId] : undefined;
  return serviceId && data ? <ServicePageView id={serviceId} data={data} /> : null;
}

function ServicePageView({ id, data }: { id: ServiceId; data: ServicePageData }) {
  const { t } = useT('services');
  const optional = (key: string | undefined) => (key ? t(key) : undefined);
  const body = (s: ServiceSection) => {
    switch (s.kind) {
      case 'text':
        return <Paragraphs text={t(s.textKey)} />;
      case 'gallery':
        return (
          <ImageCarousel
            gallery={s.gallery}
            label={t(s.labelKey)}
            sizes={MAIN_COLUMN_SIZES}
            pictureAction={pictureToggle}
          />
        );
      case 'process':
        return <ProcessSteps steps={s.steps} />;
      case 'features':
        return <FeatureGrid items={s.items} />;
      case 'cards':
        return <ServiceCardList cards={s.cards} />;
    }
  };
  const section = (s: ServiceSection, i: number) => (
    <PageSection
      key={i}
      keptAsServed
      title={t(s.titleKey)}
      intro={'introKey' in s && s.introKey ? t(s.introKey) : undefined}
    >
      {body(s)}
    </PageSection>
  );
  const cta = (compact: boolean) => (
    <CtaBand
      key="cta"
      compact={compact}
      title={t(data.cta.titleKey)}
      text={t(data.cta.textKey)}
      button={t(data.cta.buttonKey)}
    />
  );
  const benefits = (
    <SidebarBox key="benefits" title={t(data.benefitsTitleKey)}>
      <BenefitList items={data.benefits} />
    </SidebarBox>
  );
  // Lists rather than conditional children, so each part keeps its place in the tree (and its useId).
  const aside = data.cta.place === 'aside' ? [benefits, cta(true)] : [<ContactCard key="contact" />, benefits];
  const complementary = (
    <PageSection
      key="complementary"
      keptAsServed
      title={t('shared.complementaryTitle')}
      intro={t(data.complementaryIntroKey)}
    >
      <ServiceCardList cards={data.complementary.map(serviceCard)} />
    </PageSection>
  );
  const parts = [
    <ServicePageHero key="hero" texts={data.texts} serviceId={id}>
      <SelectionToggle item={serviceItem(id)} />
    </ServicePageHero>,
    <SidebarLayout key="layout" asideLabel={t('shared.sidebarLabel')} aside={<>{aside}</>}>
      {[...data.sections.map(section), complementary]}
    </SidebarLayout>,
  ];
  if (data.cta.place === 'below') parts.push(cta(false));
  return <ImageTableProvider value={IMAGES}>{parts}</ImageTableProvider>;
}
