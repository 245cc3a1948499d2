import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProQuestionBank } from '@bv/domain';

/** Each shipped version of the bank, as seeded: an assessment re-reads the version it used. */
@Entity({ name: 'pro_question_banks' })
export class ProQuestionBankEntity {
  @PrimaryColumn('text') version!: string;
  @Column('jsonb') content!: ProQuestionBank;
}
