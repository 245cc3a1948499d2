import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AdminShare } from '@bv/contracts';
import { DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { ShareEntity } from '../shares/entities/share.entity';
import { SHARE_STATE_SQL } from '../shares/share-state';
import { adminShareView } from '../shares/share-views.mapper';
import { SharesService } from '../shares/shares.service';
import { shareNotFound } from '../sharing.errors';
import { OutputSnapshotsService } from '../snapshots/output-snapshots.service';

type AdminQuery = { state?: AdminShare['state']; ownerId?: string; limit: number; offset: number };

/** Every share with its owner, views and state, and revocation (the gateway checked the admin role). */
@Injectable()
export class SharesAdminService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly shares: SharesService,
    private readonly snapshots: OutputSnapshotsService,
  ) {}

  async list(query: AdminQuery): Promise<{ shares: AdminShare[]; total: number }> {
    const qb = this.dataSource.manager
      .createQueryBuilder(ShareEntity, 's')
      .leftJoin(OutputSnapshotEntity, 'o', 'o.output_id = s.output_id')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .take(query.limit)
      .skip(query.offset);
    if (query.ownerId) qb.andWhere('s.owner_id = :ownerId', { ownerId: query.ownerId });
    if (query.state) qb.andWhere(`(${SHARE_STATE_SQL}) = :state`, { state: query.state });
    const [rows, total] = await qb.getManyAndCount();
    const snapshots = await this.snapshots.byIds(this.dataSource.manager, rows.map((r) => r.outputId));
    return { shares: rows.map((r) => adminShareView(r, snapshots.get(r.outputId) ?? null)), total };
  }

  async revoke(actorId: string, shareId: string): Promise<AdminShare> {
    const manager = this.dataSource.manager;
    if (!(await manager.existsBy(ShareEntity, { id: shareId }))) throw shareNotFound();
    await this.shares.markRevoked(shareId, actorId);
    this.logger.info({ actorId, shareId }, 'share revoked by an admin');
    const share = await manager.findOneByOrFail(ShareEntity, { id: shareId });
    const snapshots = await this.snapshots.byIds(manager, [share.outputId]);
    return adminShareView(share, snapshots.get(share.outputId) ?? null);
  }
}
