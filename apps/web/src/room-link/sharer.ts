import type { RoomLinkPage } from '@bv/contracts';

/**
 * Who shares the room, as the investor pages name them: the company (sharedBy.company). The sharing
 * service falls back to the room's own name when the founder has no saved output to name the
 * company from; "Kopi Cloud exit is sharing this room" reads as if the room were the company, so
 * then the pages say "the sender" instead of repeating the room's name.
 */
export function sharerOf(page: Pick<RoomLinkPage, 'sharedBy' | 'room'>): string | null {
  const company = page.sharedBy.company.trim();
  return company && company.toLowerCase() !== page.room.name.trim().toLowerCase() ? company : null;
}
