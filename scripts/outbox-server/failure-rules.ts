/**
 * Failures the local server can be told to stage, so the site's failure paths are tested for
 * real. A rule is matched on the sender's e-mail address, so tests running side by side each
 * stage their own failures without touching the others'.
 */
export interface FailureRule {
  /** Answer with this status (and `text`) instead of accepting. */
  status?: number;
  text?: string;
  /** Lose the connection in the middle of the answer, without storing: a network error. */
  drop?: boolean;
  /** Store the enquiry, then lose the connection in the middle of the answer: the answer is lost. */
  dropAnswer?: boolean;
  /** Never answer, never store; the request stays open until the browser gives up on it. */
  hang?: boolean;
  /**
   * Answer the staged `status` without CORS headers, as a CDN's or gateway's own error page does
   * (a Cloudflare 52x, a load balancer's 502/503/429): a page on another origin cannot read it,
   * so its send fails as a network error.
   */
  withoutCors?: boolean;
  /** Sent as Retry-After (seconds) with the staged `status`. */
  retryAfter?: number;
  /** Wait this long before answering (or accepting). */
  delayMs?: number;
  /** Apply to this many requests, then stop; forever when absent. */
  times?: number;
}

export type RuleAction =
  | { kind: 'accept'; delayMs: number }
  | { kind: 'answer'; status: number; text: string; retryAfter: number | null; withoutCors: boolean; delayMs: number }
  | { kind: 'drop'; delayMs: number }
  | { kind: 'dropAnswer'; delayMs: number }
  | { kind: 'hang' };

const MAX_DELAY_MS = 30_000;

/** Reads a rule sent to the control endpoint; a string says what is wrong with it. */
export function parseRule(value: unknown): { sender: string; rule: FailureRule } | string {
  if (typeof value !== 'object' || value === null) return 'the rule must be a JSON object';
  const {
    from_email: sender,
    status,
    text,
    drop,
    dropAnswer,
    hang,
    withoutCors,
    retryAfter,
    delayMs,
    times,
  } = value as Record<string, unknown>;
  if (typeof sender !== 'string' || !sender) return '"from_email" is required';
  if (status !== undefined && (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599))
    return '"status" must be an HTTP status';
  if (text !== undefined && typeof text !== 'string') return '"text" must be text';
  for (const [name, flag] of Object.entries({ drop, dropAnswer, hang, withoutCors })) {
    if (flag !== undefined && typeof flag !== 'boolean') return `"${name}" must be true or false`;
  }
  if (retryAfter !== undefined && (!Number.isInteger(retryAfter) || (retryAfter as number) < 0))
    return '"retryAfter" must be a whole number of seconds';
  if (
    delayMs !== undefined &&
    (!Number.isInteger(delayMs) || (delayMs as number) < 0 || (delayMs as number) > MAX_DELAY_MS)
  )
    return `"delayMs" must be 0 to ${MAX_DELAY_MS}`;
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1))
    return '"times" must be a positive whole number';
  const rule: FailureRule = {
    status: status as number,
    text: text as string,
    drop: drop as boolean,
    dropAnswer: dropAnswer as boolean,
    hang: hang as boolean,
    withoutCors: withoutCors as boolean,
    retryAfter: retryAfter as number,
    delayMs: delayMs as number,
    times: times as number,
  };
  return { sender, rule: Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)) as FailureRule };
}

export class FailureRules {
  readonly #rules = new Map<string, FailureRule>();

  set(sender: string, rule: FailureRule): void {
    this.#rules.set(sender.toLowerCase(), { ...rule });
  }

  clear(sender: string): void {
    this.#rules.delete(sender.toLowerCase());
  }

  /** What to do with a request from `sender`, using up one of the rule's `times`. */
  take(sender: string | null): RuleAction {
    const key = sender?.toLowerCase();
    const rule = key === undefined ? undefined : this.#rules.get(key);
    if (!rule || key === undefined) return { kind: 'accept', delayMs: 0 };
    if (rule.times !== undefined) {
      if (rule.times <= 1) this.#rules.delete(key);
      else rule.times--;
    }
    const delayMs = rule.delayMs ?? 0;
    if (rule.hang) return { kind: 'hang' };
    if (rule.drop) return { kind: 'drop', delayMs };
    if (rule.dropAnswer) return { kind: 'dropAnswer', delayMs };
    if (rule.status !== undefined) {
      const retryAfter = rule.retryAfter ?? null;
      const withoutCors = rule.withoutCors ?? false;
      return { kind: 'answer', status: rule.status, text: rule.text ?? '', retryAfter, withoutCors, delayMs };
    }
    return { kind: 'accept', delayMs };
  }
}
