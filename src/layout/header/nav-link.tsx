import type { ComponentProps } from 'react';
import { useLocation } from 'wouter';
import { PageLink, usePageHref } from '../../routing/page-link';

/** A header link that says which page is current (for screen readers and the underline). */
export function NavLink(props: ComponentProps<typeof PageLink>) {
  const [location] = useLocation();
  const href = usePageHref(props.to);
  return <PageLink {...props} aria-current={location === href ? 'page' : undefined} />;
}
