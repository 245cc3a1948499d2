import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { DocumentMeta } from '@bv/exports';
import { CONFIG, LOGGER, METRICS, type ServiceLogger, type ServiceMetrics } from '@bv/service-kit';
import type { SharingConfig } from '../config';
import type { OwnerBrand } from './owner-brand.service';
import { PdfThreadPool } from './pdf-thread-pool';

/** One output version, as the viewer sees it (no speaker notes), in its owner's brand. */
export type PdfVersion = { outputId: string; version: number; outputType: string; content: unknown; meta: DocumentMeta; brand: OwnerBrand };

/**
 * The PDFs of shared links. An output version is rendered once (in a PDF thread) and kept in
 * memory, least recently used first out, up to SHARE_PDF_CACHE_MB; parallel requests for a
 * version not yet rendered wait for the same render. A viewer's watermark is stamped on the
 * rendered file (also in a thread), which costs a fraction of a render.
 */
@Injectable()
export class SharedPdfs implements OnModuleDestroy {
  private readonly pool: PdfThreadPool;
  private readonly rendered = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private readonly budget: number;
  private used = 0;
  private readonly renders: Counter<'outcome'>;

  constructor(@Inject(CONFIG) config: SharingConfig, @Inject(LOGGER) logger: ServiceLogger, @Inject(METRICS) metrics: ServiceMetrics) {
    this.pool = new PdfThreadPool(config.SHARE_PDF_THREADS, config.SHARE_PDF_QUEUE, (err) => logger.error({ err }, 'a PDF thread failed; it was replaced'));
    this.budget = config.SHARE_PDF_CACHE_MB * 1024 * 1024;
    this.renders = new Counter({ name: 'bv_share_pdf_renders_total', help: 'Shared-link PDFs rendered (once per output version while kept)', labelNames: ['outcome'], registers: [metrics.registry] });
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }

  /**
   * Any PDF with `text` across every page (a room document's original), on the pool's threads:
   * a large file never holds up the service's other work, and a full queue answers SHARING.BUSY.
   */
  stamp(pdf: Buffer, text: string): Promise<Buffer> {
    return this.pool.run({ kind: 'stamp', pdf, text });
  }

  /** The version's PDF, with `watermark` across every page when given. */
  async file(version: PdfVersion, watermark: string | null): Promise<Buffer> {
    const base = await this.base(version);
    return watermark ? this.pool.run({ kind: 'stamp', pdf: base, text: watermark }) : base;
  }

  private base(version: PdfVersion): Promise<Buffer> {
    // A new brand kit makes a new file; the old one ages out of the cache.
    const key = `${version.outputId}:${version.version}:${version.brand.key}`;
    const kept = this.rendered.get(key);
    if (kept) {
      // Map order is the LRU order: touch it.
      this.rendered.delete(key);
      this.rendered.set(key, kept);
      return Promise.resolve(kept);
    }
    const running = this.rendering.get(key);
    if (running) return running;
    const render = this.pool
      .run({ kind: 'render', outputType: version.outputType, content: version.content, meta: version.meta, brand: { kit: version.brand.kit, logoBase64: version.brand.logoBase64 } })
      .then((pdf) => {
        this.renders.inc({ outcome: 'ok' });
        this.keep(key, pdf);
        return pdf;
      })
      .catch((err: unknown) => {
        this.renders.inc({ outcome: 'failed' });
        throw err;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, render);
    return render;
  }

  private keep(key: string, pdf: Buffer): void {
    if (pdf.length > this.budget) return;
    this.rendered.set(key, pdf);
    this.used += pdf.length;
    for (const [oldest, file] of this.rendered) {
      if (this.used <= this.budget) break;
      this.rendered.delete(oldest);
      this.used -= file.length;
    }
  }
}
