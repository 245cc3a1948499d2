import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { CreateShareRequest, ShareView, UpdateShareRequest } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, LOGGER, schemaOf, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { ShareEntity } from './entities/share.entity';
import { outputNotFound, shareNotFound, shareRevoked } from '../sharing.errors';
import { OutputSnapshotsService } from '../snapshots/output-snapshots.service';
import { ShareCrypto } from './share-crypto.service';
import { hashSharePassword } from './share-passwords';
import { hashShareToken, newShareToken } from './share-tokens';
import { ownerShareView } from './share-views.mapper';

const uniqueRules = (rules: string[]) => [...new Set(rules)];

/** The owner's side: create, list, edit and revoke links to their own outputs. Someone else's share is "not found". */
@Injectable()
export class SharesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly snapshots: OutputSnapshotsService,
    private readonly crypto: ShareCrypto,
  ) {}

  async create(userId: string, req: CreateShareRequest): Promise<ShareView> {
    const manager = this.dataSource.manager;
    const snapshot = await this.snapshots.ownedBy(manager, req.outputId, userId);
    if (!snapshot) throw outputNotFound();
    const token = newShareToken();
    const share = manager.create(ShareEntity, {
      id: randomUUID(),
      ownerId: userId,
      outputId: req.outputId,
      title: req.title,
      description: req.description || null,
      tokenHash: hashShareToken(token),
      tokenSealed: this.crypto.seal(token),
      passwordHash: req.password ? await hashSharePassword(req.password) : null,
      passwordVersion: 0,
      expiresAt: req.expiresAt ? new Date(req.expiresAt) : null,
      maxViews: req.maxViews ?? null,
      viewCount: 0,
      lastViewedAt: null,
      isPublic: req.isPublic,
      notifyOnView: req.notifyOnView,
      requireEmail: req.requireEmail,
      allowedViewers: uniqueRules(req.allowedViewers),
      allowDownload: req.allowDownload,
      revokedAt: null,
      revokedBy: null,
    });
    const saved = await manager.save(share);
    this.logger.info({ shareId: saved.id, outputId: saved.outputId }, 'share created');
    return ownerShareView(saved, snapshot, token, 0);
  }

  async list(userId: string, outputId?: string): Promise<{ shares: ShareView[] }> {
    const manager = this.dataSource.manager;
    const rows = await manager.find(ShareEntity, { where: { ownerId: userId, ...(outputId ? { outputId } : {}) }, order: { createdAt: 'DESC' }, take: 500 });
    const snapshots = await this.snapshots.byIds(manager, rows.map((r) => r.outputId));
    const recent = await this.viewsThisWeek(rows.map((r) => r.id));
    return { shares: rows.map((r) => ownerShareView(r, snapshots.get(r.outputId) ?? null, this.crypto.open(r.tokenSealed), recent.get(r.id) ?? 0)) };
  }

  async update(userId: string, shareId: string, changes: UpdateShareRequest): Promise<ShareView> {
    // Hash before taking the row lock: Argon2 is slow on purpose.
    const newPasswordHash = typeof changes.password === 'string' ? await hashSharePassword(changes.password) : undefined;
    const share = await this.unitOfWork.run(async ({ manager }) => {
      const row = await manager.findOne(ShareEntity, { where: { id: shareId, ownerId: userId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw shareNotFound();
      if (row.revokedAt) throw shareRevoked();
      if (changes.title !== undefined) row.title = changes.title;
      if (changes.description !== undefined) row.description = changes.description || null;
      if (changes.expiresAt !== undefined) row.expiresAt = changes.expiresAt ? new Date(changes.expiresAt) : null;
      if (changes.maxViews !== undefined) row.maxViews = changes.maxViews;
      if (changes.isPublic !== undefined) row.isPublic = changes.isPublic;
      if (changes.notifyOnView !== undefined) row.notifyOnView = changes.notifyOnView;
      if (changes.requireEmail !== undefined) row.requireEmail = changes.requireEmail;
      if (changes.allowedViewers !== undefined) row.allowedViewers = uniqueRules(changes.allowedViewers);
      if (changes.allowDownload !== undefined) row.allowDownload = changes.allowDownload;
      if (changes.password !== undefined) {
        row.passwordHash = newPasswordHash ?? null;
        // Grants earned with the old password (or while there was none) stop working.
        row.passwordVersion += 1;
      }
      return manager.save(row);
    });
    return this.view(share);
  }

  /** Idempotent: revoking a revoked link changes nothing. */
  async revoke(userId: string, shareId: string): Promise<ShareView> {
    const manager = this.dataSource.manager;
    const found = await manager.findOneBy(ShareEntity, { id: shareId, ownerId: userId });
    if (!found) throw shareNotFound();
    await this.markRevoked(shareId, userId);
    this.logger.info({ shareId }, 'share revoked by its owner');
    return this.view(await manager.findOneByOrFail(ShareEntity, { id: shareId }));
  }

  /** The owner's share, for the view statistics. */
  async owned(userId: string, shareId: string): Promise<ShareEntity> {
    const share = await this.dataSource.manager.findOneBy(ShareEntity, { id: shareId, ownerId: userId });
    if (!share) throw shareNotFound();
    return share;
  }

  async markRevoked(shareId: string, actorId: string): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(ShareEntity)
      .set({ revokedAt: () => 'now()', revokedBy: actorId })
      .where('id = :shareId AND revoked_at IS NULL', { shareId })
      .execute();
  }

  private async view(share: ShareEntity): Promise<ShareView> {
    const snapshots = await this.snapshots.byIds(this.dataSource.manager, [share.outputId]);
    const recent = await this.viewsThisWeek([share.id]);
    return ownerShareView(share, snapshots.get(share.outputId) ?? null, this.crypto.open(share.tokenSealed), recent.get(share.id) ?? 0);
  }

  /** Views by people in the last seven days per share, in one query (bots and link previews left out, as in the analytics). */
  private async viewsThisWeek(shareIds: string[]): Promise<Map<string, number>> {
    if (shareIds.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT share_id, count(*)::int AS views FROM ${quoteSchema(schemaOf(this.dataSource))}.share_views
       WHERE share_id = ANY($1::uuid[]) AND viewed_at > now() - interval '7 days' AND device_class <> 'bot' GROUP BY share_id`,
      [shareIds],
    )) as { share_id: string; views: number }[];
    return new Map(rows.map((r) => [r.share_id, r.views]));
  }
}
