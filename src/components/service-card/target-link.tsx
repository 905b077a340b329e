import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { LinkTarget } from '../../content/services';
import { PageLink, ServiceLink } from '../../routing/page-link';

type Props = Omit<ComponentPropsWithRef<'a'>, 'href' | 'id'> & { destination: LinkTarget; children: ReactNode };

/** A link to where a content card leads: a screen, or a service's page. */
export function TargetLink({ destination, ...props }: Props) {
  return destination.kind === 'screen' ? (
    <PageLink to={destination.screen} {...props} />
  ) : (
    <ServiceLink id={destination.id} {...props} />
  );
}
