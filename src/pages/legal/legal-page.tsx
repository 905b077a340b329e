import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import type { PageProps } from '../../routing/paths';
import { LEGAL_DOCUMENTS, type LegalScreen } from './legal-documents';
import { CONTROL_LABELS, legalValues } from './legal-values';
import { LegalBlockView } from './legal-block';
import { ConfirmNote } from './confirm-note';
import styles from './legal-page.module.css';
import { KeptAsServed } from '../../components/kept-as-served';

function isLegalScreen(screen: string): screen is LegalScreen {
  return Object.hasOwn(LEGAL_DOCUMENTS, screen);
}

/** The legal notice, the privacy policy and the cookie policy: one page, three documents of data. */
export default function LegalPage({ page }: PageProps) {
  const { t } = useT(['legal', 'common']);
  if (!page || !isLegalScreen(page.screen)) return null;
  const screen = page.screen;
  const legalDocument = LEGAL_DOCUMENTS[screen];
  const values: Record<string, string> = { ...legalValues() };
  for (const [name, key] of Object.entries(CONTROL_LABELS)) values[name] = t(key);
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <KeptAsServed part="legal-header" as="header" className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {t(`common:meta.${screen}.title`)}
        </h1>
        <p className={styles.intro}>{t(`${screen}.intro`, values)}</p>
        <ConfirmNote>{t('shared.confirmPage')}</ConfirmNote>
      </KeptAsServed>

      <LinkList className={styles.toc} id="legal-toc" title={t('shared.contents')} ordered>
        {legalDocument.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{t(`${screen}.sections.${section.id}.title`)}</a>
          </li>
        ))}
      </LinkList>

      {legalDocument.sections.map((section) => {
        const base = `${screen}.sections.${section.id}`;
        return (
          // The cookie settings' button is React's: its section is hydrated.
          <KeptAsServed
            part={`legal ${section.id}`}
            as="section"
            keep={!section.blocks.some((block) => block.kind === 'consentSettings')}
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{t(`${base}.title`)}</h2>
            {section.blocks.map((block, index) => (
              <LegalBlockView key={index} block={block} base={base} values={values} />
            ))}
          </KeptAsServed>
        );
      })}

      <LinkList className={styles.related} id="legal-related" title={t('shared.related')}>
        {legalDocument.related.map((target) => (
          <li key={target}>
            <PageLink to={target}>{t(`common:nav.${target}`)}</PageLink>
          </li>
        ))}
      </LinkList>
    </article>
  );
}

/** A titled list of links: the document's contents, and the pages it refers to. */
function LinkList(props: { className?: string; id: string; title: string; ordered?: boolean; children: ReactNode }) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <KeptAsServed part={props.id} as="nav" className={props.className} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.tocTitle}>
        {props.title}
      </h2>
      <List>{props.children}</List>
    </KeptAsServed>
  );
}
