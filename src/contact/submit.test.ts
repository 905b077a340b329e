import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FIELDS, toTemplateParams } from './payload';
import { submitEnquiry, type SubmitDeps } from './submit';
import type { SendOutcome } from './send';
import type { SubmitOutcome } from './offline/outbox-runner';

const params = toTemplateParams(
  { ...EMPTY_FIELDS, name: 'Anna', email: 'anna@example.com', message: 'Hola' },
  { submissionId: 'id1', toName: 'Mostrari' },
);

function deps(outcome: SubmitOutcome, direct: SendOutcome = { kind: 'sent' }) {
  return {
    submit: vi.fn(async () => outcome),
    sendDirect: vi.fn(async () => direct),
    isOnline: () => true,
    logError: vi.fn(),
  } satisfies SubmitDeps;
}

const failed = (status: number, text: string): SendOutcome => ({ kind: 'failed', status, text, retryAfterMs: null });

describe('submitting an enquiry', () => {
  it('reports what the outbox made of it: sent, or kept to be sent', async () => {
    for (const kind of ['sent', 'queued'] as const) {
      const d = deps({ kind });
      expect(await submitEnquiry(params, d)).toEqual({ type: kind });
      expect(d.submit).toHaveBeenCalledWith(params);
      expect(d.sendDirect).not.toHaveBeenCalled();
    }
  });

  it('shows and logs the provider text of a refusal', async () => {
    const d = deps({ kind: 'rejected', status: 400, text: 'The template ID is invalid' });
    expect(await submitEnquiry(params, d)).toEqual({
      type: 'failed',
      error: { kind: 'provider', text: 'The template ID is invalid' },
    });
    expect(d.logError).toHaveBeenCalledWith('Error sending the enquiry (400):', 'The template ID is invalid');
  });

  it('falls back to the translated message when the provider gives no text', async () => {
    const d = deps({ kind: 'rejected', status: 422, text: '' });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind: 'provider', text: null } });
  });

  it.each([
    [403, 'Forbidden', 'refused'],
    [451, 'Unavailable For Headless Browser', 'refused'],
  ] as const)('explains a %i in its own words and logs the provider text', async (status, text, kind) => {
    const d = deps({ kind: 'rejected', status, text });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind } });
    expect(d.logError).toHaveBeenCalledWith(`Error sending the enquiry (${status}):`, text);
  });

  it('sends directly where nothing can be kept, and says so when that send fails too', async () => {
    const sent = deps({ kind: 'unsaved' });
    expect(await submitEnquiry(params, sent)).toEqual({ type: 'sent' });
    expect(sent.sendDirect).toHaveBeenCalledWith(params);

    for (const direct of [{ kind: 'network' }, { kind: 'timeout' }, failed(503, 'Busy')] as SendOutcome[]) {
      const d = deps({ kind: 'unsaved' }, direct);
      expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind: 'cannotQueue' } });
      expect(d.logError).toHaveBeenCalled();
    }
    const offline = { ...deps({ kind: 'unsaved' }), isOnline: () => false };
    expect(await submitEnquiry(params, offline)).toEqual({ type: 'failed', error: { kind: 'cannotQueue' } });
    expect(offline.sendDirect).not.toHaveBeenCalled();
    expect(offline.logError).toHaveBeenCalledWith(
      'The enquiry could not be sent (no connection) nor kept on this device.',
    );

    const refused = deps({ kind: 'unsaved' }, failed(400, 'Bad'));
    expect(await submitEnquiry(params, refused)).toEqual({ type: 'failed', error: { kind: 'provider', text: 'Bad' } });
  });

  it('logs what kept the enquiry from the device with it: the outbox’s code not loading, or storage refusing', async () => {
    const offline = { isOnline: () => false };
    const notLoaded = new TypeError('Importing a module script failed.');
    const codeGone = { ...deps({ kind: 'sent' }), ...offline, submit: vi.fn(() => Promise.reject(notLoaded)) };
    expect(await submitEnquiry(params, codeGone)).toEqual({ type: 'failed', error: { kind: 'cannotQueue' } });
    expect(codeGone.logError).toHaveBeenCalledWith(
      'The enquiry could not be sent (no connection) nor kept on this device. Not kept: TypeError: Importing a module script failed.',
    );

    const refused = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const full = { ...deps({ kind: 'unsaved', cause: refused }), ...offline };
    expect(await submitEnquiry(params, full)).toEqual({ type: 'failed', error: { kind: 'cannotQueue' } });
    expect(full.logError).toHaveBeenCalledWith(
      'The enquiry could not be sent (no connection) nor kept on this device. Not kept: QuotaExceededError: The quota has been exceeded.',
    );
  });

  it('neither sends directly nor says sent when the outbox could not tell whether it went already', async () => {
    const d = deps({ kind: 'unconfirmed' });
    expect(await submitEnquiry(params, d)).toEqual({ type: 'failed', error: { kind: 'provider', text: null } });
    expect(d.sendDirect).not.toHaveBeenCalled();
  });

  it('sends directly when the outbox itself could not be loaded', async () => {
    const d = { ...deps({ kind: 'queued' }), submit: vi.fn(async () => Promise.reject(new Error('chunk'))) };
    expect(await submitEnquiry(params, d)).toEqual({ type: 'sent' });
    expect(d.sendDirect).toHaveBeenCalledWith(params);
  });
});
