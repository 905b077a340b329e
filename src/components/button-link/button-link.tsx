import type { ComponentPropsWithRef } from 'react';
import { PageLink } from '../../routing/page-link';
import styles from './button-link.module.css';

type Variant = 'primary' | 'secondary' | 'light';

/** A link styled as a pill button, to a screen of the route table. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentPropsWithRef<typeof PageLink> & { variant?: Variant }) {
  return <PageLink className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...props} />;
}
