import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../contact/clean-input';
import { messageWithAttachment, wordsMaxLength } from '../../contact/form/enquiry-attachment';
import { TEXT_VARIABLES } from '../../content/text-variables';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { shippedT } from '../../i18n/testing/shipped-t';
import { ALL_ITEMS, pictureItem, serviceItem } from '../../selection/items';
import { MAX_ITEMS } from '../../selection/limits';
import { ROOM_TO_WRITE } from '../../selection/message-block';
import { SELECTION_PARAM, decodeSelection, encodeSelection } from '../../selection/short-codes';
import { ITEMS_PARAM, namesItems } from './items-param';
import { createAttachmentSource } from './attachment-source';
import {
  searchWithItems,
  selectionAttachment,
  selectionAttachmentWithoutCaptions,
  selectionInSearch,
} from './enquiry-selection';

const translate = (lang: Lang) => shippedT(lang, ['common', 'services'], TEXT_VARIABLES);

const TWO_SERVICES_AND_A_PICTURE = [
  serviceItem('libros'),
  serviceItem('cascadas'),
  pictureItem('cascadas', 'services/cascadas/gallery-1'),
];

describe('the items an address hands the contact page', () => {
  it('come in the selection page’s own parameter, so one link format serves both', () => {
    expect(ITEMS_PARAM).toBe(SELECTION_PARAM);
    expect(namesItems(`?${ITEMS_PARAM}=04`)).toBe(true);
    expect(namesItems('?utm_source=x')).toBe(false);
  });

  it('reads them from ?s=, and counts what it could not read', () => {
    const search = `?s=${encodeSelection(TWO_SERVICES_AND_A_PICTURE)}.zz.<b>`;
    expect(selectionInSearch(search)).toEqual({ items: TWO_SERVICES_AND_A_PICTURE, unread: 2, beyondLimit: 0 });
    expect(selectionInSearch('')).toEqual({ items: [], unread: 0, beyondLimit: 0 });
  });

  it('writes the items kept back into the query, the other parameters as they were, `s` gone with the last', () => {
    const search = `?utm_source=fair&s=${encodeSelection(TWO_SERVICES_AND_A_PICTURE)}.zz`;
    const kept = TWO_SERVICES_AND_A_PICTURE.slice(1);
    const after = searchWithItems(search, kept);
    expect(after).toBe(`?utm_source=fair&s=${encodeSelection(kept)}`);
    expect(selectionInSearch(after).items).toEqual(kept);
    expect(searchWithItems(search, [])).toBe('?utm_source=fair');
    expect(searchWithItems(`?s=${encodeSelection(kept)}`, [])).toBe('');
  });
});

describe('what the items add to the enquiry', () => {
  it('is nothing for no items', () => {
    expect(selectionAttachment([], translate('es'), 'es')).toBeNull();
  });

  it('names the items in the page’s language, with a link that opens the same items, and suggests a type', () => {
    const attachment = selectionAttachment(TWO_SERVICES_AND_A_PICTURE, translate('es'), 'es')!;
    const lines = attachment.block.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Mi selección (3):',
      '- Libros de muestras',
      '- Cascadas',
      '- Cascadas: foto «Gama de colores cálidos»',
    ]);
    const url = new URL(/https?:\S+/.exec(lines[4]!)![0]);
    expect(url.pathname).toBe('/seleccion');
    expect(decodeSelection(url.searchParams.get('s')).items).toEqual(TWO_SERVICES_AND_A_PICTURE);
    // Two votes for cascadas (the service and its picture), one for libros.
    expect(attachment.projectType).toBe('cascadas');
    expect(selectionAttachment(TWO_SERVICES_AND_A_PICTURE, translate('fr'), 'fr')!.block).toMatch(
      /^Ma sélection \(3\)\u00a0?:/,
    );
  });

  it('leaves a full selection of 30 room to write in every language', () => {
    const full = ALL_ITEMS.slice(-MAX_ITEMS);
    for (const lang of LANGUAGES) {
      const attachment = selectionAttachment(full, translate(lang), lang);
      const room = wordsMaxLength(attachment);
      expect(room).toBeGreaterThanOrEqual(ROOM_TO_WRITE - 2);
      // Words up to the counter's limit, and the whole block still goes.
      const message = messageWithAttachment('w'.repeat(room), attachment);
      expect(message).toHaveLength(MESSAGE_MAX_LENGTH);
      expect(message.endsWith(attachment!.block)).toBe(true);
    }
  });

  it('before the captions have come, still carries the count and a link that names every item', () => {
    // Only common: texts, as the page has them while services.json is on its way.
    const commonOnly = shippedT('es', ['common'], TEXT_VARIABLES);
    expect(selectionAttachmentWithoutCaptions([], commonOnly, 'es')).toBeNull();
    const attachment = selectionAttachmentWithoutCaptions(TWO_SERVICES_AND_A_PICTURE, commonOnly, 'es')!;
    const [title, address, ...rest] = attachment.block.split('\n');
    expect(title).toBe('Mi selección (3):');
    expect(rest).toEqual([]);
    const url = new URL(/https?:\S+/.exec(address!)![0]);
    expect(url.pathname).toBe('/seleccion');
    expect(decodeSelection(url.searchParams.get('s')).items).toEqual(TWO_SERVICES_AND_A_PICTURE);
    expect(attachment.mailBlock).toBe(attachment.block);
    expect(attachment.projectType).toBe('cascadas');
  });
});

describe('the page’s attachment store', () => {
  it('holds a Send until the items named are composed, and tells its subscribers', async () => {
    const source = createAttachmentSource(() => {});
    await expect(source.ready()).resolves.toBeUndefined();
    source.expect();
    let readyNow = false;
    const ready = source.ready().then(() => (readyNow = true));
    const listener = vi.fn();
    source.subscribe(listener);
    await Promise.resolve();
    expect(readyNow).toBe(false);
    const attachment = { block: 'b', mailBlock: 'm', projectType: null };
    source.give(attachment);
    await ready;
    expect(source.getSnapshot()).toBe(attachment);
    expect(listener).toHaveBeenCalledTimes(1);
    // The same value again changes nothing for the form.
    source.give(attachment);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('offers what can go already while it waits, and the full attachment once given', async () => {
    const source = createAttachmentSource(() => {});
    const listener = vi.fn();
    source.subscribe(listener);
    const provisional = { block: 'short', mailBlock: 'short', projectType: null };
    source.expect(provisional);
    // A Send whose wait ran out takes this: the items never go missing from it.
    expect(source.getSnapshot()).toBe(provisional);
    expect(listener).toHaveBeenCalledTimes(1);
    let readyNow = false;
    const ready = source.ready().then(() => (readyNow = true));
    await Promise.resolve();
    expect(readyNow).toBe(false);
    const full = { block: 'full', mailBlock: 'm', projectType: null };
    source.give(full);
    await ready;
    expect(source.getSnapshot()).toBe(full);
    // The last item removed: nothing goes, the provisional block neither.
    source.expect(provisional);
    source.give(null);
    expect(source.getSnapshot()).toBeNull();
  });

  it('tells the page once the enquiry carrying it went', () => {
    const onSent = vi.fn();
    createAttachmentSource(onSent).sent();
    expect(onSent).toHaveBeenCalledOnce();
  });
});
