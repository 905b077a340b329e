import type { ComponentPropsWithRef } from 'react';
import { PageLink } from '../../routing/page-link';
import styles from './button-link.module.css';
import { SEARCH_SKIP } from '../search-skip';

type Variant = 'primary' | 'secondary' | 'light';

/** A link styled as a pill button, to a screen of the route table: a call to action, which search leaves out. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentPropsWithRef<typeof PageLink> & { variant?: Variant }) {
  return (
    <PageLink
      {...SEARCH_SKIP}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
