import { describe, expect, it } from 'vitest';
import { DecoderNotLoaded } from './badge-reader';
import { badgeFill, problemOf, type BadgeCard } from './scan-outcome';

const blank: BadgeCard = { name: '', company: '', email: '', phone: '', country: '' };

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('badgeFill', () => {
  it('fills every field the code gives, in the card’s order, trimmed', () => {
    expect(
      badgeFill(
        {
          country: 'España',
          email: ' nuria@vidal.example ',
          name: 'Núria Vidal',
          phone: '+34 600',
          company: 'Vidal',
        },
        blank,
      ),
    ).toEqual({
      patch: {
        name: 'Núria Vidal',
        company: 'Vidal',
        email: 'nuria@vidal.example',
        phone: '+34 600',
        country: 'España',
      },
      filled: ['name', 'company', 'email', 'phone', 'country'],
      kept: [],
    });
  });

  it('leaves out what the code does not give, or gives blank, so what was typed stays', () => {
    expect(badgeFill({ email: 'a@b.example', name: '  ' }, { ...blank, name: 'Núria' })).toEqual({
      patch: { email: 'a@b.example' },
      filled: ['email'],
      kept: [],
    });
  });

  it('keeps a field the rep typed something else in, and names it as kept; the same value counts as filled', () => {
    expect(
      badgeFill(
        { name: 'Núria Vidal', email: 'nuria@vidal.example', phone: '+34 600 111 222' },
        { ...blank, email: 'nuria@vidal.example ', phone: '600' },
      ),
    ).toEqual({
      patch: { name: 'Núria Vidal', email: 'nuria@vidal.example' },
      filled: ['name', 'email'],
      kept: ['phone'],
    });
  });
});

describe('problemOf', () => {
  it('says a refusal, no camera and a camera in use, by the error’s name', () => {
    expect(problemOf(domError('NotAllowedError'))).toBe('denied');
    expect(problemOf(domError('SecurityError'))).toBe('denied');
    expect(problemOf(domError('NotFoundError'))).toBe('noCamera');
    expect(problemOf(domError('OverconstrainedError'))).toBe('noCamera');
    expect(problemOf(domError('NotReadableError'))).toBe('busy');
  });

  it('says the decoder not loaded as such, and anything else as a failure', () => {
    expect(problemOf(new DecoderNotLoaded(new TypeError('Failed to fetch')))).toBe('notLoaded');
    expect(problemOf(new TypeError('x'))).toBe('failed');
    expect(problemOf(null)).toBe('failed');
  });
});
