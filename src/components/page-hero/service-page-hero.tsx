import { useT } from '../../i18n/use-t';
import { getService } from '../../content/services';
import { imageAltKey } from '../../content/galleries';
import type { ReactNode } from 'react';
import type { ServiceId } from '../../content/catalog';
import { PageHero } from './page-hero';
import { HeroPicture } from './hero-picture';

/**
 * How each service screen opens: a link back to the services list, its eyebrow, title and lead
 * (services:{texts}.hero.*), a quote button and, when it is one service's page, that service's picture.
 * `children` stand beside the quote button (the page's own actions: a service's selection toggle).
 */
export function ServicePageHero({
  texts,
  serviceId,
  children,
}: {
  texts: string;
  serviceId?: ServiceId;
  children?: ReactNode;
}) {
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
    >
      {children}
    </PageHero>
  );
}
