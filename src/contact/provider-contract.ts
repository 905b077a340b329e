// Also read by the local outbox server (through vite.config), so this file imports nothing.

/** The provider's send endpoint (spec §7), the one @emailjs/browser posts to. */
export const SEND_PATH = '/api/v1.0/email/send';

/**
 * The library version @emailjs/browser puts in its body. send.test.ts builds the library's own
 * request and fails when this, or anything else in our request, stops matching it.
 */
export const LIB_VERSION = '4.4.1';
