import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { toTemplateParams, EMPTY_FIELDS } from '../payload';
import type { TemplateParams } from '../template-params';

/** A fresh IndexedDB store (fake-indexeddb in Node) for each test: a database of its own name. */
export function freshStore(): UseStore {
  return createStore(`outbox-test-${crypto.randomUUID()}`, 'enquiries');
}

export function enquiry(id: string, name = `Visitor ${id}`): TemplateParams {
  return toTemplateParams(
    { ...EMPTY_FIELDS, name, email: `${id}@example.com`, message: `Enquiry ${id}` },
    { submissionId: id, toName: 'Mostrari' },
  );
}
