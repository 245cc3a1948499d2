import { SINGAPORE_TIME_ZONE } from '@bv/domain';
import type { ShareState } from '@bv/contracts';
import { formatDateTime } from '../format/format';

export const SHARE_STATE_LABELS: Record<ShareState, string> = {
  active: 'Active',
  private: 'Private',
  expired: 'Expired',
  view_limit_reached: 'View limit reached',
  revoked: 'Revoked',
  output_deleted: 'Output deleted',
};

export const SHARE_STATES = Object.keys(SHARE_STATE_LABELS) as ShareState[];

/** Links that can no longer be changed or opened again, whatever the owner does. */
export const isFinalState = (state: ShareState) => state === 'revoked' || state === 'output_deleted';

const dayMonth = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
// en-CA writes dates as YYYY-MM-DD, the value of a date input.
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SINGAPORE_TIME_ZONE });

export const formatShareTime = (iso: string) => formatDateTime(iso);

/** A `days[].date` (already a Singapore calendar day) as "3 Mar". */
export const formatDay = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`));

/** The Singapore calendar day of an instant, as a date input's value. */
export const singaporeDay = (iso: string | Date) => isoDay.format(typeof iso === 'string' ? new Date(iso) : iso);

/** A link set to expire "on" a day works until the end of that day in Singapore. */
export const endOfSingaporeDay = (day: string) => new Date(`${day}T23:59:59.999+08:00`).toISOString();

export const viewsLabel = (count: number) => `${count} view${count === 1 ? '' : 's'}`;
