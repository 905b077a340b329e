import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useLang } from '../i18n/use-t';
import type { ServiceId } from '../content/catalog';
import type { ScreenId } from './routes';
import { screenPath, servicePath } from './paths';
import { isPlainClick } from './plain-click';

export function usePageHref(screen: ScreenId): string {
  return screenPath(screen, useLang());
}

export function useServiceHref(serviceId: ServiceId): string {
  return servicePath(serviceId, useLang());
}

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { children: ReactNode };

/**
 * An anchor that the app follows in place, through the router's `aroundNav` (which waits for the
 * next page, preload-navigation.ts); a click with a modifier key or another button is the
 * browser's. Unlike wouter's `Link` it does not read the location, so a navigation does not draw
 * every link of the header, menu and footer again: a link's `href` depends on the language only.
 */
function InSiteLink({ href, onClick, ...props }: AnchorProps & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    router.aroundNav(navigate, href);
  };
  return <a href={href} onClick={follow} {...props} />;
}

/** A link to a screen in the current language; the only way components link inside the site. */
export function PageLink({ to, hash, ...props }: AnchorProps & { to: ScreenId; hash?: string }) {
  const href = usePageHref(to);
  return <InSiteLink href={hash ? `${href}#${hash}` : href} {...props} />;
}

export function ServiceLink({ id, ...props }: AnchorProps & { id: ServiceId }) {
  return <InSiteLink href={useServiceHref(id)} {...props} />;
}
