import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type DataSource } from 'typeorm';
import { appError, assessmentsErrors } from '@bv/contracts';
import { companyOfOutputTitle, type ChecklistContent, type DeckContent, type DeckCopy, type FaqContent } from '@bv/domain';
import { renderChecklistDocx, renderChecklistPdf, renderDeckPdf, renderDeckPptx, renderFaqDocx, renderFaqPdf, type DocumentMeta } from '@bv/exports';
import { DATA_SOURCE } from '@bv/service-kit';
import { BrandKitService } from '../brand-kit/brand-kit.service';
import { PitchPrepOutputEntity } from './entities/pitchprep-output.entity';

type Format = 'pptx' | 'pdf' | 'docx';

const CONTENT_TYPES: Record<Format, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * Real, editable files of the user's current version: decks to PPTX/PDF, FAQs and checklists to
 * DOCX/PDF. `copy`: the investor's (the default) or the founder's own (deck notes, FAQ prompts).
 */
@Injectable()
export class PitchPrepExportService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly brandKits: BrandKitService,
  ) {}

  async export(userId: string, outputId: string, format: Format, copy: DeckCopy = 'investor'): Promise<{ filename: string; contentType: string; base64: string }> {
    const output = await this.dataSource.getRepository(PitchPrepOutputEntity).findOneBy({ id: outputId, userId, deletedAt: IsNull() });
    if (!output) throw appError(assessmentsErrors.PITCHPREP_OUTPUT_NOT_FOUND);
    const company = companyOfOutputTitle(output.title) || 'Your company';
    // The version goes in the file properties and footers, never on a cover.
    const meta: DocumentMeta = { title: output.title, companyName: company, version: output.version, generatedAt: output.updatedAt };
    const file = await this.render(output, format, meta, copy);
    const slug = output.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'output';
    const suffix = copy !== 'presenter' ? '' : output.outputType.endsWith('deck') ? '-presenter' : output.outputType.endsWith('faq') ? '-founder' : '';
    return { filename: `${slug}-v${output.version}${suffix}.${format}`, contentType: CONTENT_TYPES[format], base64: file.toString('base64') };
  }

  private async render(output: PitchPrepOutputEntity, format: Format, meta: DocumentMeta, copy: DeckCopy): Promise<Buffer> {
    const unsupported = () => appError(assessmentsErrors.PITCHPREP_FORMAT, output.outputType);
    // The founder's files wear their brand kit, or the neutral theme (docs/product-rules.md, "Brand kit").
    const theme = await this.brandKits.themeFor(output.userId);
    switch (output.outputType) {
      case 'pitch_deck':
      case 'exit_deck': {
        const deck = output.content as DeckContent;
        if (format === 'pptx') return renderDeckPptx(deck, meta, { copy, theme });
        if (format === 'pdf') return renderDeckPdf(deck, meta, { copy, theme });
        throw unsupported();
      }
      case 'investor_faq':
      case 'exit_faq': {
        // docs/product-rules.md, "PitchPrep outputs": the "[Add: …]" prompts are in the founder's copy only.
        const faq = output.content as FaqContent;
        if (format === 'docx') return renderFaqDocx(faq, meta, copy, theme);
        if (format === 'pdf') return renderFaqPdf(faq, meta, copy, theme);
        throw unsupported();
      }
      case 'data_room_checklist': {
        const list = output.content as ChecklistContent;
        if (format === 'docx') return renderChecklistDocx(list, meta, theme);
        if (format === 'pdf') return renderChecklistPdf(list, meta, theme);
        throw unsupported();
      }
    }
  }
}
