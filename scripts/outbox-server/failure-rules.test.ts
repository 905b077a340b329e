import { describe, expect, it } from 'vitest';
import { FailureRules, parseRule } from './failure-rules';

describe('local outbox: failure rules', () => {
  it('accepts everyone without a rule', () => {
    expect(new FailureRules().take('a@b.c')).toEqual({ kind: 'accept', delayMs: 0 });
    expect(new FailureRules().take(null)).toEqual({ kind: 'accept', delayMs: 0 });
  });

  it('answers, drops or delays requests of the sender the rule names, and only theirs', () => {
    const rules = new FailureRules();
    rules.set('Fails@Example.com', { status: 500, text: 'Down for maintenance' });
    rules.set('drop@example.com', { drop: true });
    rules.set('slow@example.com', { delayMs: 1500 });
    rules.set('lost@example.com', { dropAnswer: true });
    rules.set('hang@example.com', { hang: true, delayMs: 100 });
    rules.set('busy@example.com', { status: 429, retryAfter: 3 });
    expect(rules.take('fails@example.com')).toEqual({
      kind: 'answer',
      status: 500,
      text: 'Down for maintenance',
      retryAfter: null,
      withoutCors: false,
      delayMs: 0,
    });
    expect(rules.take('lost@example.com')).toEqual({ kind: 'dropAnswer', delayMs: 0 });
    expect(rules.take('hang@example.com')).toEqual({ kind: 'hang' });
    expect(rules.take('busy@example.com')).toMatchObject({ kind: 'answer', status: 429, retryAfter: 3 });
    expect(rules.take('drop@example.com')).toEqual({ kind: 'drop', delayMs: 0 });
    expect(rules.take('slow@example.com')).toEqual({ kind: 'accept', delayMs: 1500 });
    expect(rules.take('other@example.com')).toEqual({ kind: 'accept', delayMs: 0 });
    rules.clear('FAILS@example.com');
    expect(rules.take('fails@example.com').kind).toBe('accept');
  });

  it('stops after the given number of requests', () => {
    const rules = new FailureRules();
    rules.set('a@b.c', { status: 429, times: 2 });
    expect(rules.take('a@b.c').kind).toBe('answer');
    expect(rules.take('a@b.c').kind).toBe('answer');
    expect(rules.take('a@b.c').kind).toBe('accept');
  });

  it('reads rules from the control endpoint and refuses nonsense', () => {
    expect(parseRule({ from_email: 'a@b.c', status: 500, text: 'x' })).toEqual({
      sender: 'a@b.c',
      rule: { status: 500, text: 'x' },
    });
    expect(parseRule({ from_email: 'a@b.c', drop: true, times: 1 })).toEqual({
      sender: 'a@b.c',
      rule: { drop: true, times: 1 },
    });
    expect(parseRule(null)).toMatch(/object/);
    expect(parseRule({ status: 500 })).toMatch(/from_email/);
    expect(parseRule({ from_email: 'a@b.c', status: 99 })).toMatch(/status/);
    expect(parseRule({ from_email: 'a@b.c', delayMs: 10 ** 9 })).toMatch(/delayMs/);
    expect(parseRule({ from_email: 'a@b.c', times: 0 })).toMatch(/times/);
    expect(parseRule({ from_email: 'a@b.c', drop: 'yes' })).toMatch(/drop/);
    expect(parseRule({ from_email: 'a@b.c', hang: 1 })).toMatch(/hang/);
    expect(parseRule({ from_email: 'a@b.c', dropAnswer: 'y' })).toMatch(/dropAnswer/);
    expect(parseRule({ from_email: 'a@b.c', status: 429, retryAfter: -1 })).toMatch(/retryAfter/);
    expect(parseRule({ from_email: 'a@b.c', status: 429, retryAfter: 5, hang: false })).toEqual({
      sender: 'a@b.c',
      rule: { status: 429, retryAfter: 5, hang: false },
    });
  });
});
