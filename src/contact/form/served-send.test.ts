import { describe, expect, it } from 'vitest';
import { itemsAddress } from './served-send';

describe('the kept notice’s text, as the boot script makes it', () => {
  it('carries the page’s address when it names items, so the e-mail does not leave them out', () => {
    const named = 'https://example.com/contacto?utm_source=fair&s=04.0a.1c';
    expect(itemsAddress(named)).toBe(named);
    expect(itemsAddress('https://example.com/en/contact?s=')).toBe('https://example.com/en/contact?s=');
  });

  it('adds nothing for a page that names none', () => {
    expect(itemsAddress('https://example.com/contacto')).toBe('');
    expect(itemsAddress('https://example.com/contacto?utm_source=fair#form')).toBe('');
  });
});
