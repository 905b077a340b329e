import { randomUUID } from 'node:crypto';
import { appendFile, link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OutboxRecord } from './send-request.ts';

/** Where accepted enquiries are written: $OUTBOX_DIR, else outbox/ in the project. */
export function outboxDir(root = process.cwd()): string {
  return resolve(root, process.env.OUTBOX_DIR ?? 'outbox');
}

/**
 * One file per accepted request, named by arrival time and submission id, never overwritten, and
 * whole from the moment it has its name: written under a name readers skip, then linked to its
 * own (a link, unlike a rename, never replaces a file already there). Tests read the folder while
 * other tests' requests are being written: a file created, then filled, was once read empty.
 */
export async function writeRecord(dir: string, record: OutboxRecord): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = record.receivedAt.replace(/[:.]/g, '-');
  const id = record.template_params.submission_id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  const part = join(dir, `.${stamp}-${id}-${randomUUID()}.part`);
  await writeFile(part, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
  try {
    for (let n = 0; ; n++) {
      const file = join(dir, `${stamp}-${id}${n ? `-${n}` : ''}.json`);
      try {
        await link(part, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await unlink(part);
  }
}

export async function readRecords(dir: string): Promise<OutboxRecord[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxRecord));
}

/**
 * The server's log of the addresses it was asked for, one `METHOD url` a line: tests read it to
 * prove that no field of an enquiry ever travelled in a URL (e2e/outbox-unloaded-app.spec.ts).
 */
export const REQUEST_LOG = 'requests.log';

export async function logRequest(dir: string, method: string, url: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await appendFile(join(dir, REQUEST_LOG), `${method} ${url}\n`);
}

/** The addresses logged so far (none before the first request). */
export async function readRequestLog(dir: string): Promise<string[]> {
  try {
    return (await readFile(join(dir, REQUEST_LOG), 'utf8')).split('\n').filter(Boolean);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
