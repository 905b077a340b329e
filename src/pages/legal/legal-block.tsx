import { useT } from '../../i18n/use-t';
import { useConsentActions } from '../../consent/use-consent';
import { ExternalLink } from '../../components/external-link/external-link';
import type { LegalBlock } from './legal-documents';
import { CompanyFacts } from './company-facts';
import { StorageTable } from './storage-table';
import { ConfirmNote } from './confirm-note';
import actions from '../../components/action-button/action-button.module.css';
import styles from './legal-page.module.css';

interface LegalBlockViewProps {
  block: LegalBlock;
  /** Key prefix of the section the block belongs to. */
  base: string;
  values: Record<string, string>;
}

/** One block of a legal section, rendered from its data. */
export function LegalBlockView({ block, base, values }: LegalBlockViewProps) {
  const { t } = useT('legal');
  const { showView } = useConsentActions();
  switch (block.kind) {
    case 'text':
      return <p>{t(`${base}.${block.key}`, values)}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{t(`${base}.${block.key}.${item}`, values)}</li>
          ))}
        </ul>
      );
    case 'facts':
      return <CompanyFacts facts={block.facts} />;
    case 'storage':
      return <StorageTable caption={t(`${base}.${block.key}`)} items={block.items} />;
    case 'confirm':
      return <ConfirmNote>{t(`${base}.${block.key}`, values)}</ConfirmNote>;
    case 'external':
      return (
        <p>
          <ExternalLink href={block.href} className={styles.external}>
            {t(`${base}.${block.key}`)}
          </ExternalLink>
        </p>
      );
    case 'consentSettings':
      return (
        <p>
          <button type="button" className={actions.primary} onClick={() => showView('preferences')}>
            {t('common:footer.cookieSettings')}
          </button>
        </p>
      );
  }
}
