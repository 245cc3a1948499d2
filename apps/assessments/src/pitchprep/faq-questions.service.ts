import { Inject, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { appError, assessmentsErrors, type AddedToFaq } from '@bv/contracts';
import type { FaqContent } from '@bv/domain';
import { UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { PitchPrepOutputEntity, PitchPrepOutputVersionEntity } from './entities/pitchprep-output.entity';
import { announceOutput } from './output-saved';
import { faqWithQuestion, FAQ_MAX_ITEMS } from './faq-questions';

type Track = 'fundraising' | 'exit';
const faqTypeOf = { fundraising: 'investor_faq', exit: 'exit_faq' } as const;
const faqNameOf = { fundraising: 'investor FAQ', exit: 'exit FAQ' } as const;

/**
 * "Add to FAQ" from a deal room's questions (docs/product-rules.md, "Deal rooms": questions): the
 * question and its answer become an item of the founder's latest FAQ of the room's track, as a new
 * version (so shared links follow). The same question twice is one item: nothing is saved again.
 */
@Injectable()
export class FaqQuestionsService {
  constructor(@Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork) {}

  async add(userId: string, track: Track, question: string, answer: string): Promise<AddedToFaq> {
    return this.unitOfWork.run(async (tx) => {
      const output = await tx.manager.findOne(PitchPrepOutputEntity, {
        where: { userId, outputType: faqTypeOf[track], deletedAt: IsNull() },
        order: { updatedAt: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!output) throw appError(assessmentsErrors.PITCHPREP_NO_FAQ, faqNameOf[track]);
      const next = faqWithQuestion(output.content as FaqContent, question, answer, track);
      if (!next) return { outputId: output.id, outputTitle: output.title, added: false, version: output.version };
      if (next.faqs.length > FAQ_MAX_ITEMS) throw appError(assessmentsErrors.PITCHPREP_FAQ_FULL);
      Object.assign(output, { content: next, version: output.version + 1 });
      await tx.manager.save(output);
      await tx.manager.insert(PitchPrepOutputVersionEntity, { outputId: output.id, version: output.version, title: output.title, content: next, note: 'Added a question from a deal room', savedAt: new Date() });
      announceOutput(tx, output);
      return { outputId: output.id, outputTitle: output.title, added: true, version: output.version };
    });
  }
}
