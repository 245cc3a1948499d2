import type { FlagsSnapshot } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import type { ServiceLogger } from '@bv/service-kit';
import { FlagsSnapshotService } from './flags-snapshot.service';

const phase1 = (version: number, flags: Record<string, boolean> = { roi_calculator: false }): FlagsSnapshot => ({ phaseId: 'phase-1', phaseName: 'Phase 1', flags, version });

function setup(reads: FlagsSnapshot[]) {
  const call = jest.fn(async () => reads.shift() ?? phase1(0));
  const logger = { warn: jest.fn() } as unknown as ServiceLogger;
  return { service: new FlagsSnapshotService({ call } as unknown as RpcClient, logger), call };
}

describe('FlagsSnapshotService', () => {
  it('answers from the snapshot after the first read, and follows flags.changed without an RPC', async () => {
    const { service, call } = setup([phase1(3)]);
    expect(await service.current()).toEqual(phase1(3));
    expect(await service.current()).toEqual(phase1(3));
    expect(call).toHaveBeenCalledTimes(1);

    service.onFlagsChanged({ phaseId: 'phase-1', flags: { roi_calculator: true }, changedBy: null, version: 4 });
    expect(await service.current()).toEqual(phase1(4, { roi_calculator: true }));
    // An older change of the same phase, arriving late, changes nothing.
    service.onFlagsChanged({ phaseId: 'phase-1', flags: { roi_calculator: false }, changedBy: null, version: 2 });
    expect((await service.current()).version).toBe(4);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('re-reads on a change of phase (for its name), and holds what an admin just wrote', async () => {
    const phase2: FlagsSnapshot = { phaseId: 'phase-2', phaseName: 'Phase 2', flags: { consultation_booking: true }, version: 1 };
    const { service, call } = setup([phase1(5), phase2]);
    await service.current();
    service.onFlagsChanged({ phaseId: 'phase-2', flags: phase2.flags, changedBy: null, version: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await service.current()).toEqual(phase2);
    expect(call).toHaveBeenCalledTimes(2);

    expect(service.adopt(phase1(9))).toEqual(phase1(9));
    expect(await service.current()).toEqual(phase1(9));
  });
});
