import type { ObjectStore } from './object-store';

/** How old an incomplete multipart upload may get before the sweep aborts it. */
export const INCOMPLETE_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Aborts every multipart upload under `prefix` started before `olderThan` (default: a day
 * ago), so parts of uploads that a browser left never stay behind; answers how many it aborted.
 * The rooms service runs it periodically (and S3 buckets also get a lifecycle rule,
 * AbortIncompleteMultipartUpload after 1 day, as a second net).
 */
export async function sweepIncompleteUploads(store: ObjectStore, options: { olderThan?: Date; prefix?: string } = {}): Promise<number> {
  const olderThan = options.olderThan ?? new Date(Date.now() - INCOMPLETE_UPLOAD_MAX_AGE_MS);
  let aborted = 0;
  for (const upload of await store.listIncompleteUploads(options.prefix ?? '')) {
    if (upload.initiated.getTime() >= olderThan.getTime()) continue;
    await store.abortMultipartUpload(upload);
    aborted += 1;
  }
  return aborted;
}
