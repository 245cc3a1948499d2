import type { AdminFlagAuditEntry, FlagName, FlagsSnapshot } from '@bv/contracts';
import { loadContracts } from './load-contracts';
import { request } from './request';

export type LaunchPhase = { id: string; name: string; isActive: boolean };

/** Admin flag calls (docs/product-rules.md, "Feature flags"); answers are checked against the RPC contracts. */
export const adminFlagsApi = {
  update: async (flags: Partial<Record<FlagName, boolean>>): Promise<FlagsSnapshot> => {
    const { flagsSnapshotSchema } = await loadContracts();
    return request('PUT', '/admin/flags', { flags }, flagsSnapshotSchema);
  },
  phases: async (): Promise<{ phases: LaunchPhase[] }> => {
    const { rpcSchemas } = await loadContracts();
    return request('GET', '/admin/flags/phases', undefined, rpcSchemas['flags.phases.list'].response);
  },
  activatePhase: async (phaseId: string): Promise<FlagsSnapshot> => {
    const { flagsSnapshotSchema } = await loadContracts();
    return request('PUT', '/admin/flags/phase', { phaseId }, flagsSnapshotSchema);
  },
  /** Each entry names the admin who made it (the gateway resolves the ids). */
  audit: async (limit = 50): Promise<{ entries: AdminFlagAuditEntry[] }> => {
    const { adminFlagAuditListSchema } = await loadContracts();
    return request('GET', `/admin/flags/audit?limit=${limit}`, undefined, adminFlagAuditListSchema);
  },
};
