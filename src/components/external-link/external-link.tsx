import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { VisuallyHidden } from '../visually-hidden';

/** A link to another site: opens in a new tab, and says so to screen-reader users. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('a11y.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
