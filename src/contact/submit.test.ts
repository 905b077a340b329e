import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FIELDS, toTemplateParams } from './payload';
import { submitEnquiry, type SubmitDeps } from './submit';
import type { SendOutcome } from './offline/outbox';

const params = toTemplateParams(
  { ...EMPTY_FIELDS, name: 'Anna', email: 'anna@example.com', message: 'Hola' },
  {
    submissionId: 'id1',
    toName: 'Mostrari',
  },
);

function deps(outcome: SendOutcome, overrides: Partial<SubmitDeps> = {}) {
  return {
    isOnline: () => true,
    send: vi.fn(async () => outcome),
    queue: vi.fn(async () => {}),
    logError: vi.fn(),
    ...overrides,
  };
}

describe('submitting an enquiry', () => {
  it('sends it when online', async () => {
    const d = deps({ kind: 'sent' });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'sent' });
    expect(d.send).toHaveBeenCalledWith(params);
    expect(d.queue).not.toHaveBeenCalled();
  });

  it('keeps it on the device without trying to send when offline', async () => {
    const d = deps({ kind: 'sent' }, { isOnline: () => false });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'queued' });
    expect(d.send).not.toHaveBeenCalled();
    expect(d.queue).toHaveBeenCalledWith(params);
  });

  it('keeps it when the send fails for want of a network', async () => {
    const d = deps({ kind: 'network' });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'queued' });
    expect(d.queue).toHaveBeenCalledWith(params);
  });

  it('shows and logs the provider text when the provider refuses, and does not queue', async () => {
    const d = deps({ kind: 'failed', status: 500, text: 'Mail service down' });
    expect(await submitEnquiry(params, d)).toEqual({
      type: 'failed',
      error: { kind: 'provider', text: 'Mail service down' },
    });
    expect(d.logError).toHaveBeenCalledWith('Error sending the enquiry (500):', 'Mail service down');
    expect(d.queue).not.toHaveBeenCalled();
  });

  it('falls back to the translated message when the provider gives no text', async () => {
    const d = deps({ kind: 'failed', status: 502, text: '' });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind: 'provider', text: null } });
  });

  it.each([
    [429, 'Too Many Requests', 'rateLimited'],
    [403, 'Forbidden', 'refused'],
    [451, 'Unavailable For Headless Browser', 'refused'],
  ] as const)(
    'explains a %i in its own words, logs the provider text and does not queue',
    async (status, text, kind) => {
      const d = deps({ kind: 'failed', status, text });
      expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind } });
      expect(d.logError).toHaveBeenCalledWith(`Error sending the enquiry (${status}):`, text);
      expect(d.queue).not.toHaveBeenCalled();
    },
  );

  it('says plainly when it can neither send nor keep the enquiry', async () => {
    const d = deps({ kind: 'network' }, { queue: vi.fn(async () => Promise.reject(new Error('no IndexedDB'))) });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind: 'cannotQueue' } });
    expect(d.logError).toHaveBeenCalled();
  });
});
