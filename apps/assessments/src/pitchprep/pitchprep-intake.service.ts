import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { IntakeDraft } from '@bv/contracts';
import type { PitchIntake } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { PitchIntakeEntity } from './entities/pitch-intake.entity';

/** The PitchPrep intake, saved step by step as the user's one draft until a run submits it. */
@Injectable()
export class PitchPrepIntakeService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async intake(userId: string): Promise<IntakeDraft | null> {
    const draft = await this.dataSource.getRepository(PitchIntakeEntity).findOneBy({ userId, status: 'draft' });
    return draft ? this.intakeView(draft) : null;
  }

  async saveIntake(userId: string, intake: PitchIntake, step: number): Promise<IntakeDraft> {
    return this.unitOfWork.run(async ({ manager }) => {
      const lockDraft = () => manager.findOne(PitchIntakeEntity, { where: { userId, status: 'draft' }, lock: { mode: 'pessimistic_write' } });
      let draft = await lockDraft();
      if (!draft) {
        // The first draft is created with ON CONFLICT DO NOTHING: two first saves at once (two tabs,
        // a retried request) would otherwise collide on the one-draft index and one would fail; the
        // second waits for the first's row and then updates it like any later save.
        await manager
          .createQueryBuilder()
          .insert()
          .into(PitchIntakeEntity)
          .values({ id: randomUUID(), userId, status: 'draft', track: intake.track, intake, step })
          .orIgnore()
          .execute();
        draft = await lockDraft();
        if (!draft) throw new Error('the draft inserted or kept by ON CONFLICT is missing');
      }
      Object.assign(draft, { intake, track: intake.track, step });
      return this.intakeView(await manager.save(draft));
    });
  }

  private intakeView(draft: PitchIntakeEntity): IntakeDraft {
    return { id: draft.id, intake: draft.intake, step: draft.step, updatedAt: draft.updatedAt.toISOString() };
  }
}
