import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, sharingErrors } from '@bv/contracts';
import { companyOfOutputTitle, contentForViewers } from '@bv/domain';
import { formatDocumentDate } from '@bv/exports';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import type { SharingConfig } from '../config';
import { counterKey, RateCounters } from '../limits/rate-counters.service';
import { hasSharedPdf } from '../render/render-shared-pdf';
import { OwnerBrands } from '../render/owner-brand.service';
import { SharedPdfs } from '../render/shared-pdfs.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { downloadNotAllowed, invalidLink, tooManyDownloads } from '../sharing.errors';
import { PublicSharesService } from './public-shares.service';
import { ViewRecorder, type Viewer } from './view-recorder.service';

/** `client`: the caller's address (keyed-hashed for the per-client download limit, never stored). */
type DownloadRequest = { token: string; grant: string | null; viewer: Viewer; visitorId: string | null; peek?: boolean; client: string };

const HOUR_SECONDS = 3600;

/**
 * The PDF a visitor may download when the owner allows it: the investor copy (never the speaker
 * notes). Behind the e-mail gate every page carries the visitor's address and the date. A
 * download is a view: it is recorded (visitor, time, file, version) in the transaction that
 * checks the cap, and refused like a page when the cap is reached. Downloads are limited per
 * client and per link before any work is done, and the file comes from SharedPdfs (rendered once
 * per output version, off the event loop).
 */
@Injectable()
export class SharedDownloadService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: SharingConfig,
    private readonly shares: PublicSharesService,
    private readonly views: ViewRecorder,
    private readonly pdfs: SharedPdfs,
    private readonly counters: RateCounters,
    private readonly crypto: ShareCrypto,
    private readonly brands: OwnerBrands,
  ) {}

  async pdf(req: DownloadRequest, now = new Date()): Promise<{ filename: string; contentType: string; base64: string }> {
    const { share, reader } = await this.shares.readable(req);
    if (!share.allowDownload) throw downloadNotAllowed();
    const snapshot = await this.dataSource.manager.findOneBy(OutputSnapshotEntity, { outputId: share.outputId });
    if (!snapshot || snapshot.deletedAt || !snapshot.outputType) throw invalidLink();
    if (!hasSharedPdf(snapshot.outputType)) throw appError(sharingErrors.NO_PDF);
    await this.limit(share.id, req.client);
    const brand = await this.brands.of(share.ownerId);
    const file = await this.pdfs.file(
      {
        outputId: snapshot.outputId,
        version: snapshot.version,
        outputType: snapshot.outputType,
        content: contentForViewers(snapshot.outputType, snapshot.content),
        // The version's own date, so one rendering serves every download of it.
        meta: { title: snapshot.title, companyName: companyOfOutputTitle(snapshot.title) || 'Shared document', version: snapshot.version, generatedAt: snapshot.updatedAt },
        brand,
      },
      reader.email ? `${reader.email} · ${formatDocumentDate(now)}` : null,
    );
    const slug = share.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'shared';
    const filename = `${slug}.pdf`;
    const download = { file: filename, version: snapshot.version };
    const counted = await this.unitOfWork.run((tx) => this.views.record(tx, { shareId: share.id, visitorId: req.visitorId, viewerEmail: reader.email, viewer: req.viewer, download }));
    if (!counted) throw invalidLink();
    return { filename, contentType: 'application/pdf', base64: file.toString('base64') };
  }

  /** Per client over all links, then per link over all clients (docs/product-rules.md, "Sharing links"). */
  private async limit(shareId: string, client: string): Promise<void> {
    const perClient = await this.counters.hit('download-client', counterKey(this.crypto.clientKey(client)), { max: this.config.SHARE_DOWNLOADS_PER_CLIENT_HOUR, windowSeconds: HOUR_SECONDS });
    if (!perClient.allowed) throw tooManyDownloads(perClient.retryAfterSeconds);
    const perLink = await this.counters.hit('download-link', counterKey(shareId), { max: this.config.SHARE_DOWNLOADS_PER_LINK_HOUR, windowSeconds: HOUR_SECONDS });
    if (!perLink.allowed) throw tooManyDownloads(perLink.retryAfterSeconds);
  }
}
