import { useT } from '../../i18n/use-t';
import { getService } from '../../content/services';
import { imageAltKey } from '../../content/galleries';
import type { ServiceId } from '../../content/catalog';
import { PageHero } from './page-hero';
import { HeroPicture } from './hero-picture';

/**
 * How each service screen opens: a link back to the services list, its eyebrow, title and lead
 * (services:{texts}.hero.*), a quote button and, when it is one service's page, that service's picture.
 */
export function ServicePageHero({ texts, serviceId }: { texts: string; serviceId?: ServiceId }) {
  const { t } = useT('services');
  const imageUrl = serviceId ? getService(serviceId).imageUrl : null;
  return (
    <PageHero
      back={{ to: 'services', label: t('shared.backToServices') }}
      eyebrow={t(`${texts}.hero.eyebrow`)}
      title={t(`${texts}.hero.title`)}
      lead={t(`${texts}.hero.lead`)}
      cta={{ to: 'contact', label: t('shared.quoteButton') }}
      image={imageUrl ? <HeroPicture id={imageUrl} alt={t(imageAltKey(imageUrl))} /> : undefined}
    />
  );
}
