import { Inject, Injectable } from '@nestjs/common';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { appError, assessmentsErrors, contentSchemaFor, type OutputSummary, type OutputView } from '@bv/contracts';
import { DECK_TYPES, deckGaps, type DeckContent, type OutputContent, type OutputType } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { PitchPrepOutputEntity, PitchPrepOutputVersionEntity } from './entities/pitchprep-output.entity';
import { announceOutput } from './output-saved';
import { outputSummary } from './output-summary';

type Change = { content: OutputContent; title: string; note: string };

const notFound = () => appError(assessmentsErrors.PITCHPREP_OUTPUT_NOT_FOUND);

/**
 * The user's PitchPrep outputs: listing, reading, versioned editing and restoring, deleting.
 * Every saved version publishes output.saved, which keeps shared links current.
 */
@Injectable()
export class PitchPrepOutputsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async outputs(userId: string): Promise<{ outputs: OutputSummary[] }> {
    const rows = await this.dataSource.getRepository(PitchPrepOutputEntity).find({ where: { userId, deletedAt: IsNull() }, order: { updatedAt: 'DESC' }, take: 200 });
    return { outputs: rows.map(outputSummary) };
  }

  async output(userId: string, outputId: string): Promise<OutputView> {
    const output = await this.dataSource.getRepository(PitchPrepOutputEntity).findOneBy({ id: outputId, userId, deletedAt: IsNull() });
    if (!output) throw notFound();
    return this.view(this.dataSource.manager, output);
  }

  /** Every save is a new version; a stale base version is a conflict, never a silent overwrite. */
  async save(userId: string, outputId: string, baseVersion: number, content: unknown, title?: string): Promise<OutputView> {
    return this.newVersion(userId, outputId, (output) => {
      if (output.version !== baseVersion) {
        throw appError(assessmentsErrors.PITCHPREP_VERSION_CONFLICT);
      }
      return { content: this.validContent(output.outputType, content), title: title ?? output.title, note: 'Edited' };
    });
  }

  async restore(userId: string, outputId: string, version: number): Promise<OutputView> {
    return this.newVersion(userId, outputId, async (output, manager) => {
      const old = await manager.findOneBy(PitchPrepOutputVersionEntity, { outputId, version });
      if (!old || version === output.version) throw appError(assessmentsErrors.PITCHPREP_NO_SUCH_VERSION, version);
      return { content: old.content, title: old.title, note: `Restored version ${version}` };
    });
  }

  /** Someone else's output, or one already deleted, is not found: the same 404 as every other route. */
  async remove(userId: string, outputId: string): Promise<{ deleted: boolean }> {
    await this.unitOfWork.run(async (tx) => {
      const result = await tx.manager.update(PitchPrepOutputEntity, { id: outputId, userId, deletedAt: IsNull() }, { deletedAt: new Date() });
      if (!result.affected) throw notFound();
      tx.publish({ type: 'output.deleted', payload: { outputId } });
    });
    return { deleted: true };
  }

  /** Locks the output, applies the change as the next version and announces it, all in one transaction. */
  private async newVersion(userId: string, outputId: string, next: (output: PitchPrepOutputEntity, manager: EntityManager) => Change | Promise<Change>): Promise<OutputView> {
    return this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const output = await manager.findOne(PitchPrepOutputEntity, { where: { id: outputId, userId, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (!output) throw notFound();
      const change = await next(output, manager);
      Object.assign(output, { content: change.content, title: change.title, version: output.version + 1 });
      await manager.save(output);
      await manager.insert(PitchPrepOutputVersionEntity, { outputId, version: output.version, title: change.title, content: change.content, note: change.note, savedAt: new Date() });
      announceOutput(tx, output);
      return this.view(manager, output);
    });
  }

  private validContent(outputType: OutputType, content: unknown): OutputContent {
    const parsed = contentSchemaFor[outputType].safeParse(content);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw appError(assessmentsErrors.PITCHPREP_INVALID_CONTENT, outputType, issue.path.join('.'), issue.message);
    }
    return parsed.data as OutputContent;
  }

  private async view(manager: EntityManager, output: PitchPrepOutputEntity): Promise<OutputView> {
    const versions = await manager.find(PitchPrepOutputVersionEntity, { where: { outputId: output.id }, order: { version: 'DESC' } });
    const gaps = DECK_TYPES.includes(output.outputType) ? { gaps: deckGaps(output.content as DeckContent) } : {};
    return { ...outputSummary(output), content: output.content, versions: versions.map((v) => ({ version: v.version, savedAt: v.savedAt.toISOString(), note: v.note })), ...gaps };
  }
}
