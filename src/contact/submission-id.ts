/**
 * A random id per enquiry; kept through every retry so a duplicate delivery can be recognised.
 * On its own, with no imports: the served contact form keeps a draft with one (form/draft-key.ts)
 * before the form's code has come.
 */
export function newSubmissionId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
