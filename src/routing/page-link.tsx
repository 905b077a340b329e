import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'wouter';
import { useLang } from '../i18n/use-t';
import type { ServiceId } from '../content/catalog';
import type { ScreenId } from './routes';
import { screenPath, servicePath } from './paths';

export function usePageHref(screen: ScreenId): string {
  return screenPath(screen, useLang());
}

export function useServiceHref(serviceId: ServiceId): string {
  return servicePath(serviceId, useLang());
}

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { children: ReactNode };

/** A link to a screen in the current language; the only way components link inside the site. */
export function PageLink({ to, hash, ...props }: AnchorProps & { to: ScreenId; hash?: string }) {
  const href = usePageHref(to);
  return <Link href={hash ? `${href}#${hash}` : href} {...props} />;
}

export function ServiceLink({ id, ...props }: AnchorProps & { id: ServiceId }) {
  return <Link href={useServiceHref(id)} {...props} />;
}
