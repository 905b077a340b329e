import type { ComponentPropsWithRef, ReactNode } from 'react';
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

/**
 * A link to a screen in the current language; the only way components link inside the site.
 * The site's own links are plain anchors: the app follows them in place (in-site-link.ts, one
 * listener for every link, through the router's `aroundNav`, which waits for the next page), and
 * before the app has loaded the browser does. A link's `href` depends on the language only, so a
 * navigation does not draw every link of the header, menu and footer again.
 */
export function PageLink({
  to,
  hash,
  query = '',
  ...props
}: AnchorProps & { to: ScreenId; hash?: string; /** With its `?`, only the screen's pageParams. */ query?: string }) {
  const href = usePageHref(to) + query;
  return <a href={hash ? `${href}#${hash}` : href} {...props} />;
}

export function ServiceLink({ id, ...props }: AnchorProps & { id: ServiceId }) {
  return <a href={useServiceHref(id)} {...props} />;
}
