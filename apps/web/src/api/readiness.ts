import type { ReadinessView } from '@bv/contracts';
import { loadContracts } from './load-contracts';
import { request } from './request';

const id = (value: string) => encodeURIComponent(value);

/** Evidence-linked readiness (docs/product-rules.md, "Evidence-linked readiness"). */
export const readinessApi = {
  ofRoom: async (roomId: string): Promise<ReadinessView> => {
    const { readinessViewSchema } = await loadContracts();
    return request('GET', `/rooms/${id(roomId)}/evidence`, undefined, readinessViewSchema);
  },
  link: async (roomId: string, itemKey: string, documentId: string): Promise<ReadinessView> => {
    const { readinessViewSchema } = await loadContracts();
    return request('PUT', `/rooms/${id(roomId)}/evidence/${id(itemKey)}`, { documentId }, readinessViewSchema);
  },
  unlink: async (roomId: string, itemKey: string): Promise<ReadinessView> => {
    const { readinessViewSchema } = await loadContracts();
    return request('DELETE', `/rooms/${id(roomId)}/evidence/${id(itemKey)}`, undefined, readinessViewSchema);
  },
  ofTrack: async (track: 'exit' | 'fundraising'): Promise<ReadinessView> => {
    const { readinessViewSchema } = await loadContracts();
    return request('GET', `/readiness?track=${track}`, undefined, readinessViewSchema);
  },
};
