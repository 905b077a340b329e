import type { PageProps } from '../../routing/paths';
import { pageServiceId } from '../../routing/paths';
import { useT } from '../../i18n/use-t';
import { categoryOf, type ServiceId } from '../../content/catalog';
import { getService, relatedCards } from '../../content/services';
import { detailGallery, imageAltKey } from '../../content/galleries';
import { DETAIL_PAGE } from '../../content/service-pages';
import { PageHero } from '../../components/page-hero/page-hero';
import { HeroPicture } from '../../components/page-hero/hero-picture';
import { PageSection } from '../../components/page-section/page-section';
import { Paragraphs } from '../../components/paragraphs/paragraphs';
import { ImageCarousel } from '../../components/carousel/image-carousel';
import { ProcessSteps } from '../../components/process-steps/process-steps';
import { SidebarLayout } from '../../components/sidebar-layout/sidebar-layout';
import { ContactCard } from '../../components/contact-card/contact-card';
import { ServiceCardList } from '../../components/service-card/service-card';
import { QuoteMailLink } from './quote-mail-link';
import { MAIN_COLUMN_SIZES } from '../../components/sidebar-layout/sizes';
import { ImageTableProvider } from '../../components/picture/image-table';
import { IMAGES } from './service-detail-pictures';
import { serviceItem } from '../../selection/items';
import { PictureToggle, SelectionToggle } from '../../selection/toggle/selection-toggle';
import type { CarouselImage } from '../../content/galleries';

const pictureToggle = (image: CarouselImage) => <PictureToggle picture={image.imageId} />;

/** The page of one service: cascades, books, colour cards, cuttings, spines and catalogues. */
export default function ServiceDetailPage({ page }: PageProps) {
  const serviceId = page ? pageServiceId(page) : undefined;
  return serviceId ? <ServiceDetail id={serviceId} /> : null;
}

function ServiceDetail({ id }: { id: ServiceId }) {
  const { t } = useT('services');
  const service = getService(id);
  const name = t(service.titleKey);
  const category = categoryOf(id);
  return (
    <ImageTableProvider value={IMAGES}>
      <PageHero
        back={{ to: 'services', label: t('shared.backToServices') }}
        eyebrow={category ? t(category.nameKey) : t('detail.eyebrow')}
        title={name}
        lead={t(service.descriptionKey)}
        cta={{ to: 'contact', label: t('shared.quoteButton') }}
        image={<HeroPicture id={service.imageUrl} alt={t(imageAltKey(service.imageUrl))} />}
      >
        <SelectionToggle item={serviceItem(id)} />
      </PageHero>
      <SidebarLayout
        asideLabel={t('shared.sidebarLabel')}
        aside={
          <ContactCard title={t('detail.contact.title', { service: name })} text={t('detail.contact.text')}>
            <QuoteMailLink service={name} />
          </ContactCard>
        }
      >
        <PageSection keptAsServed title={t('detail.aboutTitle', { service: name })}>
          <Paragraphs text={t(service.longDescriptionKey)} />
        </PageSection>
        <PageSection keptAsServed title={t('detail.galleryTitle')}>
          <ImageCarousel
            gallery={detailGallery(service.images)}
            label={t('detail.galleryLabel', { service: name })}
            sizes={MAIN_COLUMN_SIZES}
            pictureAction={pictureToggle}
          />
        </PageSection>
        <PageSection keptAsServed title={t('detail.processTitle')} intro={t('detail.processIntro')}>
          <ProcessSteps steps={DETAIL_PAGE.steps} />
        </PageSection>
      </SidebarLayout>
      <PageSection wide keptAsServed title={t('detail.relatedTitle')}>
        <ServiceCardList cards={relatedCards(id)} />
      </PageSection>
    </ImageTableProvider>
  );
}
