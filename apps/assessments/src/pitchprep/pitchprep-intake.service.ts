import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { IntakeDraft } from '@bv/contracts';
import type { PitchIntake } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { PitchIntakeEntity } from './entities/pitch-intake.entity';

/** The PitchPrep intake (issue 6), saved step by step as the user's one draft until a run submits it. */
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
      const draft = await manager.findOne(PitchIntakeEntity, { where: { userId, status: 'draft' }, lock: { mode: 'pessimistic_write' } });
      if (draft) {
        Object.assign(draft, { intake, track: intake.track, step });
        return this.intakeView(await manager.save(draft));
      }
      const created = manager.create(PitchIntakeEntity, { id: randomUUID(), userId, status: 'draft', track: intake.track, intake, step });
      return this.intakeView(await manager.save(created));
    });
  }

  private intakeView(draft: PitchIntakeEntity): IntakeDraft {
    return { id: draft.id, intake: draft.intake, step: draft.step, updatedAt: draft.updatedAt.toISOString() };
  }
}
