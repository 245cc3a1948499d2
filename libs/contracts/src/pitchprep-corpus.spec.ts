import { pitchIntakeSchema } from './pitchprep';
import { INTAKE_CORPUS } from '@bv/domain';

describe('the intake corpus', () => {
  it('covers ten sectors in full and three thin intakes on both tracks', () => {
    expect(INTAKE_CORPUS.filter((entry) => !entry.thin)).toHaveLength(10);
    expect(INTAKE_CORPUS.filter((entry) => entry.thin)).toHaveLength(3);
    expect(new Set(INTAKE_CORPUS.map((entry) => entry.intake.track))).toEqual(new Set(['fundraising', 'exit']));
  });

  it.each(INTAKE_CORPUS.map((entry) => [entry.id, entry.intake] as const))('%s passes the intake contract', (_, intake) => {
    const parsed = pitchIntakeSchema.safeParse(intake);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
