import type { OutboxEntry } from './outbox';
import type { SentReceipt } from './sent-log';

/** Where an enquiry taken on this device stands. */
export type RowState = 'waiting' | 'sending' | 'sent' | 'rejected';

interface RowBase {
  id: string;
  createdAt: number;
  name: string;
  company: string;
  projectType: string;
}

/** One line of the outbox view: a queued enquiry (with everything it says) or a receipt of a sent one. */
export type OutboxRow =
  | (RowBase & { state: 'waiting' | 'sending' | 'rejected'; entry: OutboxEntry })
  | (RowBase & { state: 'sent'; sentAt: number });

function entryState(entry: OutboxEntry, sendingId: string | null): 'waiting' | 'sending' | 'rejected' {
  if (entry.rejection) return 'rejected';
  return entry.id === sendingId ? 'sending' : 'waiting';
}

/**
 * The rep's list: every enquiry still on this device and every recent receipt, newest first,
 * so each keeps its place while its state changes. An enquiry still queued outranks a receipt
 * with its id (the receipt of one sent by another tab may arrive before the queue is re-read).
 */
export function outboxRows(
  entries: readonly OutboxEntry[],
  receipts: readonly SentReceipt[],
  sendingId: string | null,
): OutboxRow[] {
  const queued = new Set(entries.map((entry) => entry.id));
  const rows: OutboxRow[] = [
    ...entries.map((entry): OutboxRow => ({
      id: entry.id,
      createdAt: entry.createdAt,
      name: entry.params.from_name,
      company: entry.params.company,
      projectType: entry.params.project_type,
      state: entryState(entry, sendingId),
      entry,
    })),
    ...receipts
      .filter((receipt) => !queued.has(receipt.id))
      .map((receipt): OutboxRow => ({ ...receipt, state: 'sent' })),
  ];
  return rows.sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

export function countByState(rows: readonly OutboxRow[]): Record<RowState, number> {
  const counts: Record<RowState, number> = { waiting: 0, sending: 0, sent: 0, rejected: 0 };
  for (const row of rows) counts[row.state]++;
  return counts;
}
