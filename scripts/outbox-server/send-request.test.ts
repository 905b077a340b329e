import { describe, expect, it } from 'vitest';
import { toTemplateParams, EMPTY_FIELDS } from '../../src/contact/payload';
import { TEMPLATE_PARAM_KEYS } from '../../src/contact/template-params';
import { MAX_BODY_BYTES, judgeSend, parseBody, senderOf, tooLarge } from './send-request';

const NOW = new Date('2026-03-01T10:00:00Z');
const params = toTemplateParams(
  { ...EMPTY_FIELDS, name: 'Jordi', email: 'jordi@teixits.example', message: 'Hola' },
  { submissionId: 'abc', toName: 'Mostrari' },
);
const body = { lib_version: '4.4.1', user_id: 'key', service_id: 'svc', template_id: 'tpl', template_params: params };

describe('local outbox: send requests', () => {
  it('accepts a complete request and keeps every field', () => {
    expect(judgeSend(parseBody(JSON.stringify(body)), NOW)).toEqual({
      ok: true,
      record: { receivedAt: '2026-03-01T10:00:00.000Z', ...body },
    });
  });

  it('refuses anything that is not a JSON object', () => {
    for (const text of ['', 'nope', '[]', '42', 'null']) {
      expect(judgeSend(parseBody(text), NOW)).toEqual({
        ok: false,
        status: 400,
        text: 'The request body must be a JSON object',
      });
    }
  });

  it.each(['user_id', 'service_id', 'template_id'] as const)('requires %s', (field) => {
    const verdict = judgeSend({ ...body, [field]: '' }, NOW);
    expect(verdict).toMatchObject({ ok: false, status: 400 });
    expect(!verdict.ok && verdict.text).toContain(field);
  });

  it('requires every template param, as text', () => {
    for (const key of TEMPLATE_PARAM_KEYS) {
      const { [key]: _left, ...rest } = params;
      expect(judgeSend({ ...body, template_params: rest }, NOW)).toEqual({
        ok: false,
        status: 400,
        text: `The template parameter "${key}" is required`,
      });
    }
    expect(judgeSend({ ...body, template_params: 'x' }, NOW)).toMatchObject({ ok: false, status: 400 });
  });

  it('lets optional params be empty but not the name, e-mail or message', () => {
    expect(
      judgeSend({ ...body, template_params: { ...params, phone: '', company: '', project_type: '' } }, NOW).ok,
    ).toBe(true);
    expect(judgeSend({ ...body, template_params: { ...params, message: '  ' } }, NOW)).toMatchObject({
      ok: false,
      text: 'The template parameter "message" must not be empty',
    });
  });

  it('requires well-formed e-mail addresses', () => {
    expect(judgeSend({ ...body, template_params: { ...params, from_email: 'jordi' } }, NOW)).toMatchObject({
      ok: false,
      text: 'The template parameter "from_email" is not a well-formed e-mail address',
    });
    expect(judgeSend({ ...body, template_params: { ...params, reply_to: 'a b@c' } }, NOW)).toMatchObject({ ok: false });
  });

  it('bounds the size of a request', () => {
    expect(MAX_BODY_BYTES).toBe(51200);
    expect(tooLarge()).toEqual({ ok: false, status: 413, text: 'The request body is larger than 50 KB' });
  });

  it('finds the sender of a request even when the rest is wrong', () => {
    expect(senderOf({ template_params: { from_email: 'x@y.z' } })).toBe('x@y.z');
    expect(senderOf({})).toBeNull();
    expect(senderOf(null)).toBeNull();
  });
});
