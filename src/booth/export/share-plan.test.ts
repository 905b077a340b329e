import { describe, expect, it } from 'vitest';
import { sharePlan, type CanShare } from './share-plan';

const csv = new File(['a,b\r\n'], 'leads.csv', { type: 'text/csv;charset=utf-8' });
const vcf = new File(['BEGIN:VCARD\r\n'], 'leads.vcf', { type: 'text/vcard;charset=utf-8' });
const files = { csv, vcf };

/** A browser that shares files of these types only, as `navigator.canShare` answers. */
const sharing =
  (...types: string[]) =>
  (data?: ShareData) =>
    (data?.files?.length ?? 0) > 0 && (data?.files ?? []).every((file) => types.includes(file.type));

describe('what the export hands to the share sheet', () => {
  it('shares the pair where the browser shares both types', () => {
    expect(sharePlan(sharing(csv.type, vcf.type), files)).toEqual({ kind: 'all', share: [csv, vcf] });
  });

  it('shares the spreadsheet alone, and offers the vCard file apart, where vCard cannot be shared (Chrome)', () => {
    const asked: string[][] = [];
    const chrome: CanShare = (data) => {
      asked.push((data?.files ?? []).map((file) => file.name));
      return sharing(csv.type)(data);
    };
    expect(sharePlan(chrome, files)).toEqual({ kind: 'csvOnly', share: [csv], offer: vcf });
    // The pair is asked for first: a browser that can share both gets both in one sheet.
    expect(asked).toEqual([['leads.csv', 'leads.vcf'], ['leads.csv']]);
  });

  it('shares the spreadsheet alone, offering nothing apart, where there is no vCard file', () => {
    expect(sharePlan(sharing(csv.type), { csv, vcf: null })).toEqual({ kind: 'all', share: [csv] });
    expect(sharePlan(() => false, { csv, vcf: null })).toEqual({ kind: 'none' });
  });

  it.each<[string, CanShare]>([
    ['no canShare at all (Firefox desktop)', undefined],
    ['no file sharing', () => false],
    [
      'a canShare that throws',
      () => {
        throw new TypeError('Illegal invocation');
      },
    ],
    ['only the vCard file shareable', sharing(vcf.type)],
  ])('shares nothing with %s: both files are downloaded', (_, canShare) => {
    expect(sharePlan(canShare, files)).toEqual({ kind: 'none' });
  });
});
