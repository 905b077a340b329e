import { useT } from '../../i18n/use-t';
import type { StoredItem } from './legal-documents';
import styles from './legal-page.module.css';

const COLUMNS = ['type', 'purpose', 'category', 'duration', 'provider'] as const;

/**
 * What the site keeps in the visitor's browser: name, kind, purpose, category, lifetime and owner. Wide
 * screens get a table; narrow ones the same facts as one card per item, since a six-column
 * table there would have to be scrolled sideways row by row. CSS shows exactly one of the two.
 */
export function StorageTable({ caption, items }: { caption: string; items: readonly StoredItem[] }) {
  const { t } = useT('legal');
  const cell = (item: StoredItem, column: (typeof COLUMNS)[number]) =>
    column === 'category'
      ? t(`shared.storage.categories.${item.category}`)
      : t(`shared.storage.items.${item.id}.${column}`, item.values);
  const name = (item: StoredItem) => (item.code ? <code>{item.code}</code> : t(`shared.storage.items.${item.id}.name`));
  return (
    <>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shared.storage.columns.name')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`shared.storage.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-stored={item.id}>
              <th scope="row">{name(item)}</th>
              {COLUMNS.map((column) => (
                <td key={column}>{cell(item, column)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.storageCards}>
        <p className={styles.storageCaption}>{caption}</p>
        {items.map((item) => (
          <dl key={item.id} className={styles.storageCard}>
            <div>
              <dt>{t('shared.storage.columns.name')}</dt>
              <dd>{name(item)}</dd>
            </div>
            {COLUMNS.map((column) => (
              <div key={column}>
                <dt>{t(`shared.storage.columns.${column}`)}</dt>
                <dd>{cell(item, column)}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
    </>
  );
}
