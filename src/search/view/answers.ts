import type { FoundState } from './use-found';

/**
 * Whether what the views show answers `text`, the query the field holds now (search text, as
 * query-param.ts's searchText gives it). Until then the list shown is an earlier query's (typing
 * has not rested, or the search code or index still loads): the views mark it busy, and a press
 * on it waits for the answer to `text`.
 */
export function answers(state: FoundState, text: string): boolean {
  return state.status === 'ready' && state.text === text;
}
