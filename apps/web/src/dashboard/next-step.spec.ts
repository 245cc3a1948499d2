import type { OutputSummary, OwnerShare } from '@bv/contracts';
import { buildOwnerShare } from '../sharing/sharing.factory';
import { buildOverview } from '../test/billing.factory';
import { nextStep } from './next-step';

const withTools = (tools: ('exitcheck' | 'pitchprep')[]) => buildOverview({ entitlement: { tools, unlimited: true, monthlyAllowance: null, validUntil: null } });
const deck = { id: 'd1', outputType: 'pitch_deck' } as OutputSummary;
const now = new Date('2025-09-01T00:00:00Z');
const recent = [{ completedAt: '2025-08-01T00:00:00Z' }];
const old = [{ completedAt: '2025-04-01T00:00:00Z' }];
const link = [buildOwnerShare()] as OwnerShare[];

describe('the dashboard’s next step', () => {
  it('follows what the user owns and has done', () => {
    const base = { assessments: [], outputs: [], shares: [], consultationsOpen: false };
    expect(nextStep({ ...base, billing: buildOverview() }, now)?.action).toBe('See plans and pricing');
    expect(nextStep({ ...base, billing: withTools(['exitcheck', 'pitchprep']) }, now)?.action).toBe('Start ExitCheck Pro');
    expect(nextStep({ ...base, billing: withTools(['pitchprep']) }, now)?.action).toBe('Start PitchPrep');
    expect(nextStep({ ...base, billing: withTools(['pitchprep']), outputs: [deck] }, now)).toMatchObject({ action: 'Share your deck', to: '/pitchprep/outputs/d1' });
    expect(nextStep({ ...base, billing: withTools(['exitcheck']), assessments: old }, now)?.action).toBe('Retake ExitCheck Pro');
    expect(nextStep({ ...base, billing: withTools(['exitcheck']), assessments: recent, shares: link }, now)?.action).toBe('Open your share links');
    expect(nextStep({ ...base, billing: withTools(['exitcheck']), assessments: recent, consultationsOpen: true }, now)?.action).toBe('Book a consultation');
    expect(nextStep({ ...base, billing: withTools(['exitcheck']), assessments: recent }, now)).toBeNull();
  });

  it('waits until everything it needs has loaded', () => {
    expect(nextStep({ billing: undefined, assessments: [], outputs: [], shares: [], consultationsOpen: false }, now)).toBeNull();
  });
});
