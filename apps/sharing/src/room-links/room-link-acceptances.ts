import type { RoomLinkAcceptance } from '@bv/contracts';
import { csvField } from '../views/views-csv';

export type AcceptanceRow = { id: string; name: string; email: string | null; version: number; ip_address: string | null; accepted_at: Date };

export const acceptanceView = (r: AcceptanceRow): RoomLinkAcceptance => ({
  id: r.id,
  name: r.name,
  email: r.email,
  version: r.version,
  ipAddress: r.ip_address,
  acceptedAt: r.accepted_at.toISOString(),
});

const HEADER = ['accepted_at', 'name', 'email', 'agreement_version', 'ip_address'];

/**
 * The founder's record of "I agree", oldest first. Names and addresses were typed by visitors, so
 * every field goes through the views export's csvField (a leading = + - @ becomes text).
 */
export function acceptancesCsv(rows: AcceptanceRow[]): string {
  const lines = rows.map((r) => [r.accepted_at.toISOString(), r.name, r.email, r.version, r.ip_address].map(csvField).join(','));
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
