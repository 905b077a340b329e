import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { PostalAddress } from '../../components/postal-address/postal-address';
import type { CompanyFact } from './legal-documents';
import styles from './legal-page.module.css';

function factValue(fact: CompanyFact): ReactNode {
  switch (fact) {
    case 'legalName':
      return COMPANY.legalName;
    case 'taxId':
      return COMPANY.taxId;
    case 'registry':
      return COMPANY.registry;
    case 'address':
      return <PostalAddress className={styles.address} />;
    case 'email':
      return <a href={`mailto:${COMPANY.emails.office}`}>{COMPANY.emails.office}</a>;
    case 'phone':
      return <a href={`tel:${COMPANY.phones.office.tel}`}>{COMPANY.phones.office.display}</a>;
    case 'website':
      return COMPANY.siteUrl;
  }
}

/** The company's identification, every value from the company config. */
export function CompanyFacts({ facts }: { facts: readonly CompanyFact[] }) {
  const { t } = useT('legal');
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact}>
          <dt>{t(`shared.facts.${fact}`)}</dt>
          <dd>{factValue(fact)}</dd>
        </div>
      ))}
    </dl>
  );
}
