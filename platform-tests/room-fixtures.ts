import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Room, UploadSession } from '@bv/contracts';
import { ObjectStoreConversionStorage, startConversionWorker } from '@bv/conversion';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { DEV_OBJECT_STORE_SIGNING_SECRET, LocalDiskObjectStore, S3ObjectStore, type ObjectStore } from '@bv/storage';
import { call, testRun, testS3Credentials, testS3Endpoint, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { tapEvents, type EventTap } from './event-tap';
import { startPlatform, type Platform } from './harness';
import { member, type Member } from './sharing-fixtures';

/** A member who bought a plan through the sandbox checkout, once sharing knows the plan's room limits. */
export async function buyer(platform: Platform, plan: { planType: 'pro' | 'starter'; tool?: 'pitchprep' | 'exitcheck' }): Promise<Member> {
  const owner = await member(platform);
  const opened = await owner.api('/billing/checkout', { body: { planType: plan.planType, paymentType: 'one_time', ...(plan.tool ? { tool: plan.tool } : {}) } });
  if (opened.status !== 201 && opened.status !== 200) throw new Error(`checkout: ${JSON.stringify(opened.body)}`);
  await call(`${platform.services.gateway.url}/api/v1/billing/sandbox/sessions/${String(opened.body.url).replace('/sandbox/checkout/', '')}/pay`, { method: 'POST' });
  const expected = plan.planType === 'pro' ? 'full' : 'starter';
  await waitFor(() => owner.api('/rooms'), (r) => (r.body.limits as { plan?: string } | undefined)?.plan === expected, 15_000, `the ${expected} plan's room limits`);
  return owner;
}

export type UploadReply = { status: number; body: Record<string, unknown> };

/**
 * Uploads a file as the browser does: start, PUT each part to its URL (the local store's URLs
 * are relative to the gateway), complete with the parts' ETags.
 */
export async function upload(platform: Platform, owner: Member, roomId: string, folderId: string, fileName: string, bytes: Buffer, options: { sha256?: string } = {}): Promise<{ start: UploadReply; complete?: UploadReply }> {
  const sha256 = options.sha256 ?? createHash('sha256').update(bytes).digest('hex');
  const start = await owner.api(`/rooms/${roomId}/uploads`, { body: { folderId, fileName, size: bytes.length, sha256 } });
  if (start.status !== 201) return { start };
  const session = start.body as unknown as UploadSession;
  const parts = [];
  for (const part of session.parts) {
    const from = (part.partNumber - 1) * session.partSize;
    const url = part.url.startsWith('/') ? `${platform.services.gateway.url}${part.url}` : part.url;
    const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes.subarray(from, from + session.partSize)) });
    // The local store's gateway route answers 204, S3 answers 200.
    if (!res.ok) throw new Error(`part ${part.partNumber}: ${res.status} ${await res.text()}`);
    parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag') as string });
  }
  const complete = await owner.api(`/rooms/${roomId}/documents/${session.document.id}/complete`, { body: { parts } });
  return { start, complete };
}

export const folderNamed = (room: Room, name: string) => {
  const folder = room.folders.find((f) => f.name === name);
  if (!folder) throw new Error(`no folder ${name} in ${room.folders.map((f) => f.name).join(', ')}`);
  return folder;
};

/**
 * The services deal rooms need, on real Postgres, RabbitMQ and Redis; the object store: by default
 * the local-disk one in a directory of the test's own, or with `objectStore: 's3'` a bucket of the
 * run's own on the local S3 server (scripts/local-s3.mjs) through the real AWS SDK, as production
 * runs; the converter's worker in this process (LibreOffice and poppler) on the platform's queue
 * prefix; an event tap; and a founder on Pro Vault.
 */
export type RoomsPlatform = { platform: Platform; dir: string; store: ObjectStore; events: EventTap; owner: Member; stop: () => Promise<void> };

/**
 * `objectStore`: 's3' for a bucket of the run's own on the local S3 server; `mail`: notifications
 * runs too, so mails land in its local mailbox.
 */
export async function startRoomsPlatform(name: string, options: { objectStore?: 'local' | 's3'; mail?: boolean } = {}): Promise<RoomsPlatform> {
  const dir = await mkdtemp(join(tmpdir(), `bv-${name}-it-`));
  const s3 = options.objectStore === 's3' ? await s3Bucket() : null;
  const services = [identityService, flagsService, billingService, assessmentsService, sharingService, ...(options.mail ? [notificationsService] : []), gatewayService];
  const platform = await startPlatform(services, {
    RATE_LIMIT_PER_MINUTE: '100000',
    OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
    OBJECT_STORE_DIR: dir,
    CONVERSION_SWEEP_MS: '500',
    ...(s3?.env ?? {}),
  });
  const store = s3?.store ?? new LocalDiskObjectStore({ root: dir, publicBaseUrl: 'http://localhost:3000', signingSecret: DEV_OBJECT_STORE_SIGNING_SECRET });
  const worker = startConversionWorker({ connection: { host: '127.0.0.1', port: 6379, maxRetriesPerRequest: null }, prefix: testRun(platform.runId).redisPrefix, storage: new ObjectStoreConversionStorage(store) });
  const events = await tapEvents(platform.runId);
  const owner = await buyer(platform, { planType: 'pro' });
  return {
    platform,
    dir,
    store,
    events,
    owner,
    stop: async () => {
      await worker.close();
      await events.close();
      await platform.stop();
      await s3?.remove();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A bucket of the run's own on the local S3 server, the services' settings for it, and its removal (whatever is left in it). */
async function s3Bucket() {
  const bucket = `bv-rooms-${randomBytes(4).toString('hex')}`;
  const store = new S3ObjectStore({ bucket, region: 'us-east-1', endpoint: testS3Endpoint, forcePathStyle: true, credentials: testS3Credentials });
  await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
  const env = { OBJECT_STORE: 's3', S3_ENDPOINT: testS3Endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: testS3Credentials.accessKeyId, S3_SECRET_ACCESS_KEY: testS3Credentials.secretAccessKey };
  const remove = async () => {
    for (const upload of await store.listIncompleteUploads('')) await store.abortMultipartUpload(upload);
    for (const object of await store.list('')) await store.delete(object.key);
    await store.client.send(new DeleteBucketCommand({ Bucket: bucket }));
    store.client.destroy();
  };
  return { store, env, remove };
}
