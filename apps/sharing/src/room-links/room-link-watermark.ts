import { formatSingaporeDateTime } from '@bv/domain';
import type { RoomReader } from './room-link-gate';

/** Who the watermark names: the verified address, else the name given with "I agree", else the link is marked as such. */
export const watermarkName = (reader: RoomReader): string => reader.email ?? reader.name ?? 'Confidential';

/** The line stamped on every page of a PDF downloaded through a watermarked room link: who, and when (Singapore time). */
export const watermarkLine = (reader: RoomReader, at: Date): string => `${watermarkName(reader)} · ${formatSingaporeDateTime(at)}`;
