// The one place the web app writes money and dates for people (Singapore English, Singapore
// time). Prices are Singapore dollars: "S$" (the symbol every SGD price on the site uses; Intl
// would write a bare "$" for en-SG) and thousands separators.

import { SINGAPORE_TIME_ZONE } from '@bv/domain';

const wholeDollars = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeZone: SINGAPORE_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'short', timeZone: SINGAPORE_TIME_ZONE });
const dateTimeWithSeconds = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'medium', timeZone: SINGAPORE_TIME_ZONE });
const time = new Intl.DateTimeFormat('en-SG', { timeStyle: 'medium', timeZone: SINGAPORE_TIME_ZONE });

/** A price in dollars: "S$1,298" when whole, "S$19.60" otherwise. */
export function formatSgd(dollars: number): string {
  return `S$${(Number.isInteger(dollars) ? wholeDollars : withCents).format(dollars)}`;
}

/** An amount in cents (as the API carries money) with its cents: "S$1,298.00". */
export function formatCents(cents: number): string {
  return `S$${withCents.format(cents / 100)}`;
}

const instant = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A calendar date in Singapore time: "26 Nov 2026". */
export const formatDate = (value: string | Date) => date.format(instant(value));

/** A date and time in Singapore time: "26 Nov 2026, 9:00 am". */
export const formatDateTime = (value: string | Date) => dateTime.format(instant(value));

/** With seconds, for logs and audits: "26 Nov 2026, 9:00:05 am". */
export const formatDateTimeWithSeconds = (value: string | Date) => dateTimeWithSeconds.format(instant(value));

/** A time of day in Singapore time: "9:00:05 am". */
export const formatTime = (value: string | Date) => time.format(instant(value));
