import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ShareGrant, SharedContent, SharedPage } from '@bv/contracts';
import { contentForViewers } from '@bv/domain';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, OUTBOX, schemaOf, type Outbox } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../entities/output-snapshot.entity';
import { ShareViewEntity } from '../entities/share-view.entity';
import { ShareEntity } from '../entities/share.entity';
import { ShareCrypto } from '../shares/share-crypto.service';
import { verifyAgainstDecoy, verifySharePassword } from '../shares/share-passwords';
import { shareState } from '../shares/share-state';
import { hashShareToken } from '../shares/share-tokens';
import { expiredLink, invalidLink, passwordRequired, wrongPassword } from '../sharing.errors';
import { deviceClassOf } from './device-class';
import { PasswordAttemptsService } from './password-attempts.service';

type Viewer = { userAgent: string; country: string | null };
type PublicRequest = { token: string; grant: string | null; viewer: Viewer };
type Resolved = { share: ShareEntity | null; snapshot: Pick<OutputSnapshotEntity, 'deletedAt'> | null; tokenHash: Buffer };
type Verdict = 'ok' | 'invalid' | 'expired';

/**
 * The public side of a link: what the page shows, the password check, and counting views.
 * Unknown, revoked, private, over-cap and deleted links answer alike; an expired link may say
 * so (only the holder of its token can ask).
 */
@Injectable()
export class PublicSharesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly crypto: ShareCrypto,
    private readonly attempts: PasswordAttemptsService,
  ) {}

  /** The page: title and whether a password is needed; the content too (a counted view) when it is not or a valid grant came along. */
  async open(req: PublicRequest): Promise<SharedPage> {
    const { share } = await this.usable(req.token);
    const page = {
      title: share.title,
      description: share.description,
      requiresPassword: share.passwordHash !== null,
      expiresAt: share.expiresAt?.toISOString() ?? null,
    };
    if (!(await this.mayRead(share, req.grant))) return { ...page, content: null };
    return { ...page, content: await this.countView(share, req.viewer) };
  }

  /** The content (a counted view); a protected link needs a valid grant. */
  async content(req: PublicRequest): Promise<SharedContent> {
    const { share } = await this.usable(req.token);
    if (!(await this.mayRead(share, req.grant))) throw passwordRequired();
    return this.countView(share, req.viewer);
  }

  /**
   * Every path runs the same work: count the attempt, two lookups, one Argon2 verify (the decoy
   * when there is no password to check), so a wrong token, an expired link and a wrong password
   * take the same time.
   */
  async access(req: { token: string; password: string; client: string }): Promise<ShareGrant> {
    const tokenHash = hashShareToken(req.token);
    const clientKey = this.crypto.clientKey(req.client);
    await this.attempts.begin(tokenHash, clientKey);
    const { share, snapshot } = await this.resolve(tokenHash);
    const verdict = this.verdict(share, snapshot);
    const protectedShare = verdict === 'ok' && share?.passwordHash ? share : null;
    let correct: boolean;
    if (protectedShare) {
      correct = await verifySharePassword(protectedShare.passwordHash!, req.password);
    } else {
      await verifyAgainstDecoy(req.password);
      // A link without a password grants to anyone who has it.
      correct = verdict === 'ok';
    }
    if (verdict === 'expired') throw expiredLink();
    if (verdict === 'invalid' || !share) throw invalidLink();
    if (!correct) throw wrongPassword();
    await this.attempts.succeeded(tokenHash, clientKey);
    const { grant, expiresAt } = await this.crypto.grants.issue({ shareId: share.id, passwordVersion: share.passwordVersion });
    return { grant, expiresAt: expiresAt.toISOString() };
  }

  /** One query whether or not the token exists, so both take the same path. */
  private async resolve(tokenHash: Buffer): Promise<Resolved> {
    const share = await this.dataSource.manager
      .createQueryBuilder(ShareEntity, 's')
      .leftJoinAndMapOne('s.snapshot', OutputSnapshotEntity, 'o', 'o.output_id = s.output_id')
      .select(['s', 'o.outputId', 'o.deletedAt'])
      .where('s.token_hash = :tokenHash', { tokenHash })
      .getOne();
    return { share, snapshot: share?.snapshot ?? null, tokenHash };
  }

  private verdict(share: ShareEntity | null, snapshot: Resolved['snapshot']): Verdict {
    if (!share) return 'invalid';
    const state = shareState(share, snapshot);
    return state === 'active' ? 'ok' : state === 'expired' ? 'expired' : 'invalid';
  }

  private async usable(token: string): Promise<{ share: ShareEntity }> {
    const { share, snapshot } = await this.resolve(hashShareToken(token));
    const verdict = this.verdict(share, snapshot);
    if (verdict === 'expired') throw expiredLink();
    if (verdict === 'invalid' || !share) throw invalidLink();
    return { share };
  }

  private async mayRead(share: ShareEntity, grant: string | null): Promise<boolean> {
    if (share.passwordHash === null) return true;
    const claims = await this.crypto.grants.read(grant);
    return claims !== null && claims.shareId === share.id && claims.passwordVersion === share.passwordVersion;
  }

  /**
   * One conditional UPDATE counts the view, so parallel views each add exactly one and none
   * passes the cap; the view log row and share.viewed commit with it.
   */
  private async countView(share: ShareEntity, viewer: Viewer): Promise<SharedContent> {
    const shareId = share.id;
    const content = await this.dataSource.transaction(async (manager) => {
      const snapshot = await manager.findOneBy(OutputSnapshotEntity, { outputId: share.outputId });
      if (!snapshot || snapshot.deletedAt || !snapshot.outputType) throw invalidLink();
      const counted = await this.increment(manager, shareId);
      if (!counted) throw invalidLink();
      await manager.insert(ShareViewEntity, {
        id: randomUUID(),
        shareId,
        viewedAt: counted.viewedAt,
        deviceClass: deviceClassOf(viewer.userAgent),
        country: viewer.country,
      });
      await this.outbox.add(manager, {
        type: 'share.viewed',
        payload: {
          shareId,
          outputId: counted.outputId,
          ownerId: counted.ownerId,
          viewedAt: counted.viewedAt.toISOString(),
          viewCount: counted.viewCount,
          notifyOwner: counted.notifyOnView,
        },
      });
      return {
        title: counted.title,
        description: counted.description,
        outputType: snapshot.outputType,
        content: contentForViewers(snapshot.outputType, snapshot.content),
        version: snapshot.version,
      };
    });
    this.outbox.committed();
    return content;
  }

  private async increment(manager: EntityManager, shareId: string) {
    const table = `${quoteSchema(schemaOf(manager.connection))}.shares`;
    const [rows] = (await manager.query(
      `UPDATE ${table} SET view_count = view_count + 1, last_viewed_at = now()
       WHERE id = $1 AND revoked_at IS NULL AND is_public
         AND (expires_at IS NULL OR expires_at > now())
         AND (max_views IS NULL OR view_count < max_views)
       RETURNING view_count, last_viewed_at, owner_id, output_id, notify_on_view, title, description`,
      [shareId],
    )) as [
      { view_count: number; last_viewed_at: Date; owner_id: string; output_id: string; notify_on_view: boolean; title: string; description: string | null }[],
      number,
    ];
    const row = rows[0];
    if (!row) return null;
    return {
      viewCount: row.view_count,
      viewedAt: row.last_viewed_at,
      ownerId: row.owner_id,
      outputId: row.output_id,
      notifyOnView: row.notify_on_view,
      title: row.title,
      description: row.description,
    };
  }
}
