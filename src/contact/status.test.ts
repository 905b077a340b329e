import { describe, expect, it } from 'vitest';
import { IDLE, RESET_AFTER_MS, formReducer, providerText, queuedThenSent, resetClock, type FormStatus } from './status';

const loading: FormStatus = { kind: 'loading' };

describe('contact form status', () => {
  it('goes idle → loading → success and back to idle when it expires', () => {
    const sending = formReducer(IDLE, { type: 'submit' });
    expect(sending).toEqual(loading);
    const sent = formReducer(sending, { type: 'sent' });
    expect(sent).toEqual({ kind: 'success', delivery: 'sent' });
    expect(RESET_AFTER_MS[resetClock(sent)!]).toBe(8000);
    expect(formReducer(sent, { type: 'expire' })).toEqual(IDLE);
  });

  it('starts a new enquiry from a sent or queued one at once, and from nothing else', () => {
    for (const type of ['sent', 'queued'] as const)
      expect(formReducer(formReducer(loading, { type }), { type: 'restart' })).toEqual(IDLE);
    expect(formReducer(loading, { type: 'restart' })).toBe(loading);
    const failed = formReducer(loading, { type: 'failed', error: { kind: 'cannotQueue' } });
    expect(formReducer(failed, { type: 'restart' })).toBe(failed);
  });

  it('shows a queued enquiry as a success of its own kind', () => {
    expect(formReducer(loading, { type: 'queued' })).toEqual({ kind: 'success', delivery: 'queued' });
  });

  it('turns a queued view into a sent one once the outbox sent it, and leaves every other status as it is', () => {
    // The outbox's send outlasted the form's wait (a busy device): the form showed "saved", then it went.
    const queued = formReducer(loading, { type: 'queued' });
    const delivered = formReducer(queued, { type: 'delivered' });
    expect(delivered).toEqual({ kind: 'success', delivery: 'sent' });
    // The same view on the same clock: its 8 s run from when the form first settled, not again.
    expect(resetClock(delivered)).toBe(resetClock(queued));
    const sent = formReducer(loading, { type: 'sent' });
    const failed = formReducer(loading, { type: 'failed', error: { kind: 'cannotQueue' } });
    for (const status of [IDLE, loading, sent, failed]) expect(formReducer(status, { type: 'delivered' })).toBe(status);
  });

  it('finds the queued enquiry sent by its receipt or its mark, and only that enquiry', () => {
    const queued = formReducer(loading, { type: 'queued' });
    const receipt = { id: 'abc' };
    expect(queuedThenSent(queued, 'abc', [[receipt], []])).toBe(true);
    expect(queuedThenSent(queued, 'abc', [[], [{ id: 'abc' }]])).toBe(true);
    expect(queuedThenSent(queued, 'other', [[receipt], [receipt]])).toBe(false);
    expect(queuedThenSent(queued, null, [[receipt], []])).toBe(false);
    expect(queuedThenSent(formReducer(loading, { type: 'sent' }), 'abc', [[receipt], []])).toBe(false);
    expect(queuedThenSent(IDLE, 'abc', [[receipt], []])).toBe(false);
  });

  it('goes loading → error, which expires after 5 s', () => {
    const failed = formReducer(loading, { type: 'failed', error: { kind: 'provider', text: 'Boom' } });
    expect(failed).toEqual({ kind: 'error', error: { kind: 'provider', text: 'Boom' } });
    expect(RESET_AFTER_MS[resetClock(failed)!]).toBe(5000);
    expect(formReducer(failed, { type: 'expire' })).toEqual(IDLE);
  });

  it('lets the visitor submit again from an error, but not while sending or after success', () => {
    const failed = formReducer(loading, { type: 'failed', error: { kind: 'cannotQueue' } });
    expect(formReducer(failed, { type: 'submit' })).toEqual(loading);
    expect(formReducer(loading, { type: 'submit' })).toBe(loading);
    const sent = formReducer(loading, { type: 'sent' });
    expect(formReducer(sent, { type: 'submit' })).toBe(sent);
  });

  it('ignores answers that arrive when nothing is being sent, and never expires idle or loading', () => {
    expect(formReducer(IDLE, { type: 'sent' })).toBe(IDLE);
    expect(formReducer(IDLE, { type: 'failed', error: { kind: 'provider', text: null } })).toBe(IDLE);
    expect(formReducer(loading, { type: 'expire' })).toBe(loading);
    expect(resetClock(IDLE)).toBeNull();
    expect(resetClock(loading)).toBeNull();
  });

  it('uses the reset delays of the spec', () => {
    expect(RESET_AFTER_MS).toEqual({ success: 8000, error: 5000 });
  });

  it('keeps the provider text, but turns blank or non-text answers into the fallback and cuts long ones', () => {
    expect(providerText('  The template ID is invalid ')).toBe('The template ID is invalid');
    expect(providerText('')).toBeNull();
    expect(providerText('   ')).toBeNull();
    expect(providerText(undefined)).toBeNull();
    expect(providerText('x'.repeat(500), 10)).toBe('xxxxxxxxx…');
  });
});
