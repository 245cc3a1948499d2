import * as pitchprep from '..';
import type { DeckContent, FaqContent } from '../output-types';
import { blankIntake, SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { writePitchOutputs } from './pitch-outputs';

describe('writePitchOutputs', () => {
  it("returns the fundraising track's three outputs in order, titled with the company name", () => {
    const outputs = writePitchOutputs(SAMPLE_FUNDRAISING_INTAKE);
    expect(outputs.map((output) => [output.outputType, output.title])).toEqual([
      ['pitch_deck', 'ShiftWise Pte Ltd — Pitch deck'],
      ['investor_faq', 'ShiftWise Pte Ltd — Investor FAQ'],
      ['data_room_checklist', 'ShiftWise Pte Ltd — Data room checklist'],
    ]);
    expect((outputs[0].content as DeckContent).slides).toHaveLength(11);
    expect((outputs[1].content as FaqContent).faqs.length).toBeGreaterThanOrEqual(15);
  });

  it("returns the exit track's three outputs in order", () => {
    const outputs = writePitchOutputs(SAMPLE_EXIT_INTAKE);
    expect(outputs.map((output) => output.outputType)).toEqual(['exit_deck', 'exit_faq', 'data_room_checklist']);
    expect(outputs[0].title).toBe('Harbourline Cold Chain Pte Ltd — Exit deck');
  });

  it('names an unnamed company "Your company" and never prints undefined', () => {
    for (const track of ['fundraising', 'exit'] as const) {
      const outputs = writePitchOutputs(blankIntake(track));
      expect(outputs[0].title).toMatch(/^Your company — /);
      expect(JSON.stringify(outputs)).not.toMatch(/undefined|null|\[object Object\]/);
    }
  });

  it('is deterministic', () => {
    expect(writePitchOutputs(SAMPLE_EXIT_INTAKE)).toEqual(writePitchOutputs(SAMPLE_EXIT_INTAKE));
    expect(writePitchOutputs(SAMPLE_FUNDRAISING_INTAKE)).toEqual(writePitchOutputs(SAMPLE_FUNDRAISING_INTAKE));
  });

  it('does not change the intake it is given', () => {
    const before = structuredClone(SAMPLE_FUNDRAISING_INTAKE);
    writePitchOutputs(SAMPLE_FUNDRAISING_INTAKE);
    expect(SAMPLE_FUNDRAISING_INTAKE).toEqual(before);
  });

  it('is exported from the pitchprep index with the sample intakes', () => {
    for (const name of ['writePitchDeck', 'writeExitDeck', 'writeInvestorFaq', 'writeExitFaq', 'writeDataRoomChecklist', 'writePitchOutputs', 'SAMPLE_FUNDRAISING_INTAKE', 'SAMPLE_EXIT_INTAKE'] as const) {
      expect(pitchprep[name]).toBeDefined();
    }
  });
});
