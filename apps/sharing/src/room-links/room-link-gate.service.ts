import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { RoomLinkAgreeRequest, ShareCodeSent, ShareGrant } from '@bv/contracts';
import { DATA_SOURCE } from '@bv/service-kit';
import { counterKey, RateCounters } from '../limits/rate-counters.service';
import { PasswordAttemptsService } from '../public/password-attempts.service';
import { ViewerCodes } from '../public/viewer-codes.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { viewerAllowed } from '../shares/share-gate';
import { hashShareToken } from '../shares/share-tokens';
import { agreementChanged, emailRequired, noEmailGate, tooManyAcceptances, viewerNotAllowed } from '../sharing.errors';
import { PublicRoomLinksService } from './public-room-links.service';
import { gateStep, readerOf } from './room-link-gate';

/**
 * A room link's gate (docs/product-rules.md, "Deal rooms": access rules), on the share links'
 * machinery: the same one-time codes (mailed by notifications through
 * `share.viewer_code_requested`), limits, allow-list answer and signed grants. The grant then
 * also records the agreement version accepted and the name given with it.
 */
/** "I agree" from one client on one link, an hour (docs/product-rules.md, "Deal rooms": access rules). */
const AGREEMENTS_PER_CLIENT_HOUR = 5;

@Injectable()
export class RoomLinkGateService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly links: PublicRoomLinksService,
    private readonly codes: ViewerCodes,
    private readonly attempts: PasswordAttemptsService,
    private readonly crypto: ShareCrypto,
    private readonly counters: RateCounters,
  ) {}

  /** Mails a code to an address the link lets in. The mail names the room (the link's own title is the founder's note). */
  async sendCode(req: { token: string; email: string; client: string }): Promise<ShareCodeSent> {
    // Counted first, as a share's: probing the allow list address by address runs into the same limit as guessing codes.
    const clientKey = this.crypto.clientKey(req.client);
    await this.attempts.begin(hashShareToken(req.token), clientKey);
    const { link, room } = await this.links.usable(req.token);
    if (!link.requireEmail) throw noEmailGate();
    if (!viewerAllowed(link.allowedViewers, req.email)) throw viewerNotAllowed();
    return this.codes.send({ shareId: link.id, linkTitle: room.name, email: req.email, client: clientKey });
  }

  /** The code for the address: a grant naming it (attempts counted per link and client, as a share's). */
  async access(req: { token: string; email: string; code: string; client: string }): Promise<ShareGrant> {
    const tokenHash = hashShareToken(req.token);
    const clientKey = this.crypto.clientKey(req.client);
    await this.attempts.begin(tokenHash, clientKey);
    const { link } = await this.links.usable(req.token);
    if (!link.requireEmail) throw noEmailGate();
    if (!viewerAllowed(link.allowedViewers, req.email)) throw viewerNotAllowed();
    await this.codes.verify(link.id, req.email, req.code);
    await this.attempts.succeeded(tokenHash, clientKey);
    return this.issue({ shareId: link.id, passwordVersion: 0, email: req.email });
  }

  /**
   * "I agree" to the version read: stored with the name, the verified address, the time and the
   * client's IP address, then a grant that opens the room. The e-mail step comes first when the
   * link has one; a version that is no longer current is refused so the new text is read.
   */
  async agree(req: RoomLinkAgreeRequest & { token: string; grant: string | null; ipAddress: string | null }): Promise<ShareGrant> {
    const { link } = await this.links.usable(req.token);
    // A reader agrees once or twice; a loop writing names into the founder's record is refused.
    const agreed = await this.counters.hit('agree', counterKey(link.id, this.crypto.clientKey(req.ipAddress ?? 'unknown')), { max: AGREEMENTS_PER_CLIENT_HOUR, windowSeconds: 3_600 });
    if (!agreed.allowed) throw tooManyAcceptances(agreed.retryAfterSeconds);
    const claims = await this.crypto.grants.read(req.grant);
    if (gateStep(link, claims) === 'email') throw emailRequired();
    if (link.agreementVersion === null || link.agreementVersion !== req.version) throw agreementChanged();
    const { email } = readerOf(link, claims);
    await this.dataSource.manager.query(
      `INSERT INTO ${this.links.table('room_link_acceptances')} (id, link_id, version, name, email, ip_address, accepted_at) VALUES ($1, $2, $3, $4, $5, $6, now())`,
      [randomUUID(), link.id, req.version, req.name, email, req.ipAddress],
    );
    return this.issue({ shareId: link.id, passwordVersion: 0, email, agreed: req.version, name: req.name });
  }

  private async issue(claims: Parameters<ShareCrypto['grants']['issue']>[0]): Promise<ShareGrant> {
    const { grant, expiresAt } = await this.crypto.grants.issue(claims);
    return { grant, expiresAt: expiresAt.toISOString() };
  }
}
