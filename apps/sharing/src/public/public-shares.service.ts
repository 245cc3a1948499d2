import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ShareCodeSent, ShareGrant, SharedContent, SharedPage } from '@bv/contracts';
import { companyOfOutputTitle, contentForViewers } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { OwnerBrands } from '../render/owner-brand.service';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { ShareEntity } from '../shares/entities/share.entity';
import { ShareCrypto } from '../shares/share-crypto.service';
import { grantOpens, isOpenLink, viewerAllowed } from '../shares/share-gate';
import { verifyAgainstDecoy, verifySharePassword } from '../shares/share-passwords';
import { onlyCapReached, shareState } from '../shares/share-state';
import { hashShareToken } from '../shares/share-tokens';
import { codeRequired, emailRequired, expiredLink, invalidLink, noEmailGate, notAView, passwordRequired, viewerNotAllowed, wrongPassword } from '../sharing.errors';
import { PasswordAttemptsService } from './password-attempts.service';
import { ViewerCodes } from './viewer-codes.service';
import { ViewRecorder, type Viewer } from './view-recorder.service';

type PublicRequest = { token: string; grant: string | null; viewer: Viewer; visitorId: string | null; peek?: boolean };
type Resolved = { share: ShareEntity | null; snapshot: Pick<OutputSnapshotEntity, 'deletedAt'> | null; tokenHash: Buffer };
type Verdict = 'ok' | 'invalid' | 'expired';
/** What passing the gate proved: nothing (an open link) or the grant's claims. */
type Reader = { email: string | null };

/**
 * The public side of a link: what the page shows, the password check, and counting views.
 * Unknown, revoked, private, over-cap and deleted links answer alike; an expired link may say
 * so (only the holder of its token can ask).
 */
@Injectable()
export class PublicSharesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly crypto: ShareCrypto,
    private readonly attempts: PasswordAttemptsService,
    private readonly views: ViewRecorder,
    private readonly codes: ViewerCodes,
    private readonly brands: OwnerBrands,
  ) {}

  /** The page: title and what the gate asks; the content too (a counted view) when nothing is asked or a valid grant came along. */
  async open(req: PublicRequest): Promise<SharedPage> {
    const share = await this.usable(req.token, req.visitorId);
    const page = {
      sharedBy: await this.sharedBy(share),
      title: share.title,
      description: share.description,
      requiresPassword: share.passwordHash !== null,
      requiresEmail: share.requireEmail,
      expiresAt: share.expiresAt?.toISOString() ?? null,
    };
    // A peek (HEAD, prefetch, a known bot) learns what the gate would tell anyone: no view, no content.
    const reader = req.peek ? null : await this.reader(share, req.grant);
    if (!reader) return { ...page, content: null };
    return { ...page, content: await this.countView(share, req, reader) };
  }

  /** Who shares a usable link, for its stylesheet (no view is counted). */
  async sharedByOf(token: string): Promise<SharedPage['sharedBy']> {
    return this.sharedBy(await this.usable(token, null));
  }

  /** The owner's logo for a usable link's gate and viewer (no view is counted). */
  async logo(token: string): Promise<{ base64: string }> {
    const share = await this.usable(token, null);
    return this.brands.logo(share.ownerId);
  }

  /** Who shares: the company the output is about (from the snapshot the link check joined) and the owner's brand kit. */
  private async sharedBy(share: ShareEntity): Promise<SharedPage['sharedBy']> {
    const company = (share.snapshot && companyOfOutputTitle(share.snapshot.title)) || share.title;
    return { company, brand: await this.brands.forViewer(share.ownerId) };
  }

  /** The content (a counted view); a gated link needs a valid grant. */
  async content(req: PublicRequest): Promise<SharedContent> {
    const { share, reader } = await this.readable(req);
    return this.countView(share, req, reader);
  }

  /** A usable link and who may read it (the content, the download); a gated link needs a valid grant. */
  async readable(req: PublicRequest): Promise<{ share: ShareEntity; reader: Reader }> {
    const share = await this.usable(req.token, req.visitorId);
    if (req.peek) throw notAView();
    const reader = await this.reader(share, req.grant);
    if (!reader) throw share.passwordHash !== null ? passwordRequired() : emailRequired();
    return { share, reader };
  }

  /**
   * Pass the gate: the password, and behind the e-mail gate the address verified by its one-time
   * code (docs/product-rules.md, "Sharing links"). The allow list applies to the verified address.
   */
  async access(req: { token: string; password: string; email: string | null; code?: string | null; client: string }): Promise<ShareGrant> {
    const { share, tokenHash, clientKey } = await this.passPassword(req);
    let email: string | null = null;
    if (share.requireEmail) {
      if (!req.email) throw emailRequired();
      if (!viewerAllowed(share.allowedViewers, req.email)) throw viewerNotAllowed();
      if (!req.code) throw codeRequired();
      await this.codes.verify(share.id, req.email, req.code);
      email = req.email;
    }
    await this.attempts.succeeded(tokenHash, clientKey);
    const { grant, expiresAt } = await this.crypto.grants.issue({ shareId: share.id, passwordVersion: share.passwordVersion, email });
    return { grant, expiresAt: expiresAt.toISOString() };
  }

  /** Sends a one-time code to an address the link lets in (after its password, when it has one). */
  async sendCode(req: { token: string; password: string; email: string; client: string }): Promise<ShareCodeSent> {
    const { share, clientKey } = await this.passPassword(req);
    if (!share.requireEmail) throw noEmailGate();
    if (!viewerAllowed(share.allowedViewers, req.email)) throw viewerNotAllowed();
    return this.codes.send({ shareId: share.id, linkTitle: share.title, email: req.email, client: clientKey });
  }

  /**
   * Every path runs the same work: count the attempt, two lookups, one Argon2 verify (the decoy
   * when there is no password to check), so a wrong token, an expired link and a wrong password
   * take the same time. Wrong codes count here too.
   */
  private async passPassword(req: { token: string; password: string; client: string }): Promise<{ share: ShareEntity; tokenHash: Buffer; clientKey: Buffer }> {
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
    return { share, tokenHash, clientKey };
  }

  /** One query whether or not the token exists, so both take the same path. */
  private async resolve(tokenHash: Buffer): Promise<Resolved> {
    const share = await this.dataSource.manager
      .createQueryBuilder(ShareEntity, 's')
      .leftJoinAndMapOne('s.snapshot', OutputSnapshotEntity, 'o', 'o.output_id = s.output_id')
      .select(['s', 'o.outputId', 'o.deletedAt', 'o.title'])
      .where('s.token_hash = :tokenHash', { tokenHash })
      .getOne();
    return { share, snapshot: share?.snapshot ?? null, tokenHash };
  }

  private verdict(share: ShareEntity | null, snapshot: Resolved['snapshot']): Verdict {
    if (!share) return 'invalid';
    const state = shareState(share, snapshot);
    return state === 'active' ? 'ok' : state === 'expired' ? 'expired' : 'invalid';
  }

  /**
   * A link that works, else the error to show. Revoked, deleted, expired and private come first;
   * only a link whose one fault is its reached view cap may still open, for a visitor whose own
   * view began within the cap grace (a fixed window from that view's first moment).
   */
  private async usable(token: string, visitorId: string | null): Promise<ShareEntity> {
    const { share, snapshot } = await this.resolve(hashShareToken(token));
    const verdict = this.verdict(share, snapshot);
    if (verdict === 'expired') throw expiredLink();
    if (share && verdict === 'invalid' && onlyCapReached(share, snapshot)) {
      if (await this.views.withinCapGrace(this.dataSource.manager, share.id, visitorId)) return share;
    }
    if (verdict === 'invalid' || !share) throw invalidLink();
    return share;
  }

  private async reader(share: ShareEntity, grant: string | null): Promise<Reader | null> {
    if (isOpenLink(share)) return { email: null };
    const claims = await this.crypto.grants.read(grant);
    return grantOpens(share, claims) ? { email: claims!.email } : null;
  }

  /** The view log row and share.viewed commit with the count (or a reload continues the live view). */
  private async countView(share: ShareEntity, req: PublicRequest, reader: Reader): Promise<SharedContent> {
    return this.unitOfWork.run(async (tx) => {
      const snapshot = await tx.manager.findOneBy(OutputSnapshotEntity, { outputId: share.outputId });
      if (!snapshot || snapshot.deletedAt || !snapshot.outputType) throw invalidLink();
      const view = await this.views.record(tx, { shareId: share.id, visitorId: req.visitorId, viewerEmail: reader.email, viewer: req.viewer });
      if (!view) throw invalidLink();
      return {
        title: view.title,
        outputTitle: snapshot.title,
        description: view.description,
        outputType: snapshot.outputType,
        content: contentForViewers(snapshot.outputType, snapshot.content),
        version: snapshot.version,
        viewId: view.viewId,
        allowDownload: view.allowDownload,
      };
    });
  }
}
