import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './legal-page.module.css';

/** A visible mark where the company must confirm or complete the text before going live. */
export function ConfirmNote({ children }: { children: ReactNode }) {
  const { t } = useT('legal');
  return (
    <div className={styles.confirm} role="note" data-confirm="">
      <p className={styles.confirmLabel}>{t('shared.confirmLabel')}</p>
      <p>{children}</p>
    </div>
  );
}
