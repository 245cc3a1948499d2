/** Short enough to read out on a support call, random enough not to collide in a day's logs. */
export function createErrorId(): string {
  const time = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `ERR-${time}${random}`.toUpperCase();
}
