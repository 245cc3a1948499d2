import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { appError, sharingErrors } from '@bv/contracts';
import { contentForViewers, type ChecklistContent, type DeckContent, type FaqContent } from '@bv/domain';
import { formatDocumentDate, renderChecklistPdf, renderDeckPdf, renderFaqPdf, type DocumentMeta } from '@bv/exports';
import { DATA_SOURCE } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { downloadNotAllowed, invalidLink } from '../sharing.errors';
import { PublicSharesService } from './public-shares.service';
import type { Viewer } from './view-recorder.service';

type DownloadRequest = { token: string; grant: string | null; viewer: Viewer; visitorId: string | null };

/**
 * The PDF a visitor may download when the owner allows it: the investor copy (never the speaker
 * notes). Behind the e-mail gate every page carries the visitor's address and the date.
 */
@Injectable()
export class SharedDownloadService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly shares: PublicSharesService,
  ) {}

  async pdf(req: DownloadRequest, now = new Date()): Promise<{ filename: string; contentType: string; base64: string }> {
    const { share, reader } = await this.shares.readable(req);
    if (!share.allowDownload) throw downloadNotAllowed();
    const snapshot = await this.dataSource.manager.findOneBy(OutputSnapshotEntity, { outputId: share.outputId });
    if (!snapshot || snapshot.deletedAt || !snapshot.outputType) throw invalidLink();
    const meta: DocumentMeta = {
      title: snapshot.title,
      companyName: snapshot.title.split(' — ')[0] || share.title,
      version: snapshot.version,
      generatedAt: now,
      ...(reader.email ? { watermark: `${reader.email} · ${formatDocumentDate(now)}` } : {}),
    };
    const file = await this.render(snapshot.outputType, contentForViewers(snapshot.outputType, snapshot.content), meta);
    const slug = share.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'shared';
    return { filename: `${slug}.pdf`, contentType: 'application/pdf', base64: file.toString('base64') };
  }

  private render(outputType: string, content: unknown, meta: DocumentMeta): Promise<Buffer> {
    switch (outputType) {
      case 'pitch_deck':
      case 'exit_deck':
        // Viewer content has no notes; the investor copy would not print them anyway.
        return renderDeckPdf(content as DeckContent, meta, { copy: 'investor' });
      case 'investor_faq':
      case 'exit_faq':
        return renderFaqPdf(content as FaqContent, meta);
      case 'data_room_checklist':
        return renderChecklistPdf(content as ChecklistContent, meta);
      default:
        throw appError(sharingErrors.NO_PDF);
    }
  }
}
