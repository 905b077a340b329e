import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../clean-input';
import {
  ATTACHMENT_SEPARATOR,
  messageWithAttachment,
  wordsMaxLength,
  type EnquiryAttachment,
} from './enquiry-attachment';

const attachment = (block: string, mailBlock = 'short block'): EnquiryAttachment => ({
  block,
  mailBlock,
  projectType: null,
});

describe('the message with what the page attaches', () => {
  it('is the visitor’s words, a blank line and the block', () => {
    expect(messageWithAttachment('  Hola,\r\nquiero esto. ', attachment('Mi selección (1):\n- Cascadas'))).toBe(
      'Hola,\nquiero esto.\n\nMi selección (1):\n- Cascadas',
    );
  });

  it('is the words alone without an attachment', () => {
    expect(messageWithAttachment(' Hola ', null)).toBe('Hola');
    expect(messageWithAttachment('Hola', attachment(''))).toBe('Hola');
  });

  it('leaves the visitor the message’s limit less the block and its blank line', () => {
    const block = 'b'.repeat(1200);
    expect(wordsMaxLength(null)).toBe(MESSAGE_MAX_LENGTH);
    expect(wordsMaxLength(attachment(block))).toBe(MESSAGE_MAX_LENGTH - 1200 - ATTACHMENT_SEPARATOR.length);
    const words = 'w'.repeat(wordsMaxLength(attachment(block)));
    expect(messageWithAttachment(words, attachment(block))).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('falls back to the shorter e-mail block, never past the limit, when the words were written to a shorter block', () => {
    const words = 'w'.repeat(MESSAGE_MAX_LENGTH - 100);
    const message = messageWithAttachment(words, attachment('b'.repeat(500), 'Mi selección (30):\nhttps://x.test/s'));
    expect(message).toBe(`${words}\n\nMi selección (30):\nhttps://x.test/s`);
    expect(messageWithAttachment('w'.repeat(MESSAGE_MAX_LENGTH), attachment('b', 'm'))).toHaveLength(
      MESSAGE_MAX_LENGTH,
    );
  });
});
