const dateTimeFormat = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Singapore' });

/** Saves and versions happen several times a day, so they show the time too (Singapore time). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
