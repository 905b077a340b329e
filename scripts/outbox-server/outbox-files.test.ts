import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecords, writeRecord } from './outbox-files';
import type { OutboxRecord } from './send-request';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A record as the server keeps it. */
const record = (id: string): OutboxRecord =>
  ({
    receivedAt: '2026-11-29T15:00:00.000Z',
    template_params: { submission_id: id, message: 'Hola' },
  }) as unknown as OutboxRecord;

describe('writeRecord', () => {
  it('keeps every record of the same id and time under a name of its own, and leaves nothing else', async () => {
    const files = await Promise.all([writeRecord(dir, record('same')), writeRecord(dir, record('same'))]);
    expect(new Set(files).size).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(files.map((file) => file.slice(dir.length + 1)).sort());
  });
});
