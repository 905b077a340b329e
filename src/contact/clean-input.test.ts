import { describe, expect, it } from 'vitest';
import {
  MAILTO_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  boundedMailto,
  cleanLine,
  cleanMultiline,
  hasVisibleCharacter,
  messageCount,
  shortReference,
} from './clean-input';

describe('clean input', () => {
  it('strips invisible control characters and bidi overrides, keeps joiners, trims', () => {
    expect(cleanLine('  Anna\u0000 \u202ESoler\u202C\u200B  ')).toBe('Anna Soler');
    expect(cleanLine('Núria\nVidal\t')).toBe('Núria Vidal');
    expect(cleanLine('\uFEFFمحمد\u2067')).toBe('محمد');
    expect(cleanLine('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanLine('👩\u200D💻')).toBe('👩\u200D💻');
  });

  it('strips tag characters, directional marks, soft hyphens, interlinear annotations, fillers and lone surrogates', () => {
    expect(cleanLine('A\u{E0041}\u{E007F}na\u200F\u200E \u061CGar\u00ADc\u180E\uFFF9\uFFFA\uFFFBía')).toBe(
      'Ana García',
    );
    expect(cleanLine('An\uD800a \uDC00Vidal')).toBe('Ana Vidal');
    expect(cleanLine('𝒜na')).toBe('𝒜na');
    expect(cleanLine('\u3164\u3164')).toBe('');
    expect(hasVisibleCharacter('\u3164\uFFA0\u115F\u1160')).toBe(false);
    expect(cleanMultiline('Hola\u{E0068}\n\u00ADadiós')).toBe('Hola\nadiós');
  });

  it('keeps the lines of a message', () => {
    expect(cleanMultiline('\r\n Hola,\r\nnecesitamos\r200\u0007 cartas.\n\n')).toBe('Hola,\nnecesitamos\n200 cartas.');
  });

  it('needs a visible character in a name', () => {
    expect(hasVisibleCharacter('\u200B\u200C\u200D\u2060')).toBe(false);
    expect(hasVisibleCharacter('   \u00A0\t')).toBe(false);
    expect(hasVisibleCharacter('\u202E')).toBe(false);
    expect(hasVisibleCharacter('Jo')).toBe(true);
    expect(hasVisibleCharacter('李')).toBe(true);
    expect(hasVisibleCharacter('😀')).toBe(true);
    expect(hasVisibleCharacter('\u200B.')).toBe(true);
    expect(hasVisibleCharacter('\u007F\u0000 \u009F')).toBe(false);
    expect(hasVisibleCharacter('\u200B\u0301')).toBe(true);
  });

  it('counts the message only past 80% of its limit', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5_000);
    expect(messageCount('x'.repeat(4_000))).toBeNull();
    expect(messageCount('x'.repeat(4_001))).toEqual({ length: 4_001, max: 5_000 });
    expect(messageCount(` ${'x'.repeat(5_001)} `)).toEqual({ length: 5_001, max: 5_000 });
  });

  it('keeps a mailto link under the limit, shortening the body at a character', () => {
    const short = boundedMailto('office@example.com', 'Consulta', 'Hola');
    expect(short).toEqual({ href: 'mailto:office@example.com?subject=Consulta&body=Hola', shortened: false });
    const long = boundedMailto('office@example.com', 'Consulta: Anna', '€😀 '.repeat(2_000));
    expect(long.shortened).toBe(true);
    expect(long.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(long.href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 20);
    const body = decodeURIComponent(long.href.split('&body=')[1]!);
    expect(body.endsWith('…')).toBe(true);
    expect('€😀 '.repeat(2_000).startsWith(body.slice(0, -1))).toBe(true);
  });

  it('shortens a submission id for people to read out', () => {
    expect(shortReference('3fa85f6457174562b3fc2c963f66afa6')).toBe('3FA8-5F64');
  });
});
