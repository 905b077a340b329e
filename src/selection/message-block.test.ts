import { describe, expect, it } from 'vitest';
import { MAILTO_MAX_LENGTH, MESSAGE_MAX_LENGTH, boundedMailto } from '../contact/clean-input';
import { TEXT_VARIABLES } from '../content/text-variables';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { shippedT } from '../i18n/testing/shipped-t';
import { ALL_ITEMS, pictureItem, serviceItem } from './items';
import { MAX_ITEMS } from './limits';
import { selectionLink } from './selection-link';
import {
  BLOCK_MAX_LENGTH,
  MAIL_BLOCK_MAX_LENGTH,
  ROOM_TO_WRITE,
  itemLabel,
  mailSelectionBlock,
  selectionBlock,
  shortSelectionBlock,
  type Translate,
} from './message-block';

const translate = (lang: Lang) => shippedT(lang, ['common', 'services'], TEXT_VARIABLES);

/** Longer than any link to the selection page can be (selection-link.test.ts: well under 200). */
const LONGEST_LINK = `https://${'x'.repeat(280)}`;

describe('the selection’s block in the message', () => {
  it('names a picture whose captions never came (their file refused) by its number among its service’s pictures, never by a text key', () => {
    const item = pictureItem('cascadas', 'services/cascadas/gallery-1');
    const withoutCaptions = (lang: Lang) => shippedT(lang, ['common'], TEXT_VARIABLES);
    expect(itemLabel(item, withoutCaptions('es'))).toBe('Cascadas: foto 1');
    // Two pictures of one service: two labels.
    expect(itemLabel(pictureItem('cascadas', 'services/cascadas/gallery-2'), withoutCaptions('es'))).toBe(
      'Cascadas: foto 2',
    );
    expect(selectionBlock([item], withoutCaptions('en'), 'https://example.test/en/selection?s=1a')).toBe(
      [
        'My selection (1):',
        '- Cascades: photo 1',
        'The same selection on the website: https://example.test/en/selection?s=1a',
      ].join('\n'),
    );
    for (const lang of LANGUAGES) expect(itemLabel(item, withoutCaptions(lang))).not.toMatch(/images|gallery|title/);
    // With its captions, the caption as before.
    expect(itemLabel(item, translate('es'))).toBe('Cascadas: foto «Gama de colores cálidos»');
  });

  it('names services and pictures in the visitor’s language, with the link', () => {
    const items = [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1')];
    expect(selectionBlock(items, translate('es'), 'https://example.test/seleccion?s=04.1a')).toBe(
      [
        'Mi selección (2):',
        '- Libros de muestras',
        '- Cascadas: foto «Gama de colores cálidos»',
        'La misma selección en la web: https://example.test/seleccion?s=04.1a',
      ].join('\n'),
    );
    const fr = selectionBlock(items, translate('fr'), 'https://example.test/fr/selection?s=04.1a');
    expect(fr).toContain('Cascades\u00a0: photo «\u202f');
    expect(selectionBlock([], translate('en'), 'https://example.test/en/selection')).toBe('');
  });

  it('finds a name and a caption for every item in every language', () => {
    for (const lang of LANGUAGES) {
      const t = translate(lang);
      for (const item of ALL_ITEMS) {
        const label = itemLabel(item, t);
        expect(label, `${lang} ${JSON.stringify(item)}`).not.toMatch(/common:|services:|{{|undefined/);
      }
    }
  });

  it.each(LANGUAGES)('fits the message with room to write, however full (%s)', (lang) => {
    const t = translate(lang);
    const longest = [...ALL_ITEMS].sort((a, b) => itemLabel(b, t).length - itemLabel(a, t).length).slice(0, MAX_ITEMS);
    const block = selectionBlock(longest, t, selectionLink(longest, lang));
    console.info(`worst-case 30-item block, ${lang}: ${block.length} characters`);
    expect(selectionBlock(longest, t, LONGEST_LINK).length).toBeLessThanOrEqual(BLOCK_MAX_LENGTH);
    expect(block.length).toBeLessThanOrEqual(BLOCK_MAX_LENGTH);
    expect(MESSAGE_MAX_LENGTH - block.length).toBeGreaterThanOrEqual(ROOM_TO_WRITE);
  });

  it('has a short form, the heading and the link, that asks only for common: texts', () => {
    const items = [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1')];
    const asked: string[] = [];
    const es = translate('es');
    const t: Translate = (key, values) => {
      asked.push(key);
      return es(key, values);
    };
    expect(shortSelectionBlock(items, t, 'https://example.test/seleccion?s=04.1a')).toBe(
      ['Mi selección (2):', 'La misma selección en la web: https://example.test/seleccion?s=04.1a'].join('\n'),
    );
    expect(asked.every((key) => key.startsWith('common:'))).toBe(true);
    expect(shortSelectionBlock([], t, 'https://example.test/seleccion')).toBe('');
  });

  it.each(LANGUAGES)('leaves the e-mail link room, and its selection link whole (%s)', (lang) => {
    const t = translate(lang);
    const few = [serviceItem('imprenta'), pictureItem('encuadernacion', 'binding/slide-03')];
    expect(mailSelectionBlock(few, t, LONGEST_LINK)).toBe(selectionBlock(few, t, LONGEST_LINK));
    const all = ALL_ITEMS.slice(0, MAX_ITEMS);
    const short = mailSelectionBlock(all, t, LONGEST_LINK);
    expect(short).toBe(shortSelectionBlock(all, t, LONGEST_LINK));
    expect(short.split('\n')).toEqual([
      t('common:selection.block.title', { count: MAX_ITEMS }),
      t('common:selection.block.address', { url: LONGEST_LINK }),
    ]);
    expect(encodeURIComponent(short).length).toBeLessThanOrEqual(MAIL_BLOCK_MAX_LENGTH);
    const real = mailSelectionBlock(all, t, selectionLink(all, lang));
    console.info(
      `shortened block for the e-mail link, ${lang}: ${real.length} characters (${short.length} with a 288-character link)`,
    );
    expect(real.split('\n')).toHaveLength(2);
    // After a message of its own, the fallback link still ends with the selection's link.
    const body = `${'Quisiera un presupuesto. '.repeat(20)}\n\n${short}`;
    const mailto = boundedMailto('office@example.test', 'Enquiry', body);
    expect(mailto.shortened).toBe(false);
    expect(mailto.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(decodeURIComponent(mailto.href)).toContain(LONGEST_LINK);
  });
});
