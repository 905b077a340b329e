import { useT } from '../../i18n/use-t';
import { COVER_IMAGES } from '../../content/cover-images';
import { SERVICE_GALLERY_IMAGES } from '../../content/service-gallery-images';
import { SERVICE_PAGE_IMAGES } from '../../content/service-page-images';
import { combineImageTables } from '../../content/images';
import { ImageTableProvider } from '../../components/picture/image-table';
import { PageLink } from '../../routing/page-link';
import { itemKey, type SelectionItem } from '../../selection/items';
import { MAX_ITEMS } from '../../selection/limits';
import { SelectionItemView } from './selection-item-view';
import { DeviceSelection } from './device-actions';
import { useSelectionShown, type SelectionShown } from './use-selection-shown';
import { unreadOptions } from './unread-options';
import { SelectionActions } from './selection-actions';
import styles from './selection-page.module.css';

const HEADING_ID = 'selection-title';

/** The services' covers, and every picture of their carousels and galleries. */
const IMAGES = combineImageTables(COVER_IMAGES, SERVICE_GALLERY_IMAGES, SERVICE_PAGE_IMAGES);

/**
 * The visitor's selection, or one a link hands over. Prerendered as a shell (its heading and
 * lead); what it lists is read on the device once the page has hydrated (use-selection-shown.ts).
 * Nothing of the link is ever shown: only the items of the code table it names, and counts.
 */
export default function SelectionPage() {
  const { t } = useT('services');
  const shown = useSelectionShown();
  const fromLink = shown.kind === 'link';
  const items: readonly SelectionItem[] =
    shown.kind === 'link' ? shown.decoded.items : shown.kind === 'device' ? shown.snapshot.items : [];

  return (
    <ImageTableProvider value={IMAGES}>
      <section className={styles.page} aria-labelledby={HEADING_ID} aria-busy={shown.kind === 'waiting'}>
        <h1 id={HEADING_ID} tabIndex={-1}>
          {t(fromLink ? 'selection.sharedTitle' : 'selection.title')}
        </h1>
        <p className={styles.lead}>{t(fromLink ? 'selection.sharedLead' : 'selection.lead')}</p>
        <Notes shown={shown} />
        {shown.kind === 'device' ? (
          <DeviceSelection snapshot={shown.snapshot} />
        ) : (
          items.length > 0 && (
            <ul className={styles.list} aria-label={t('selection.listLabel')}>
              {items.map((item) => (
                <SelectionItemView key={itemKey(item)} item={item} />
              ))}
            </ul>
          )
        )}
        {items.length > 0 && <SelectionActions items={items} fromLink={fromLink} headingId={HEADING_ID} />}
        {/* Served too: the way on if the page cannot be filled (the app did not load). */}
        <PageLink to="services" className={styles.browse}>
          {t('selection.browseCta')}
        </PageLink>
      </section>
    </ImageTableProvider>
  );
}

/**
 * The live region: in the served page and the first render already, empty, so a screen reader
 * has it before it is filled and announces what is put in it.
 */
function Notes({ shown }: { shown: SelectionShown }) {
  return (
    <div role="status" className={styles.notes}>
      <NotesText shown={shown} />
    </div>
  );
}

/** What the visitor should know about what is listed: what a link held that could not be read, an empty list, storage refused. */
function NotesText({ shown }: { shown: SelectionShown }) {
  const { t } = useT('services');
  if (shown.kind === 'waiting') return null;
  if (shown.kind === 'link') {
    const { items, unread, beyondLimit } = shown.decoded;
    return (
      <>
        {items.length === 0 ? (
          <p className={styles.warning}>{t('selection.nothingRead')}</p>
        ) : (
          unread > 0 && <p className={styles.warning}>{t('selection.unread', unreadOptions(unread))}</p>
        )}
        {beyondLimit > 0 && <p className={styles.warning}>{t('selection.beyondLimit', { max: MAX_ITEMS })}</p>}
      </>
    );
  }
  const { items, problem } = shown.snapshot;
  return (
    <>
      {problem === 'blocked' && <p className={styles.warning}>{t('selection.unavailable')}</p>}
      {problem === 'waiting' && <p className={styles.warning}>{t('selection.waiting')}</p>}
      {items.length === 0 && problem !== 'blocked' && problem !== 'waiting' && <p>{t('selection.empty')}</p>}
    </>
  );
}
