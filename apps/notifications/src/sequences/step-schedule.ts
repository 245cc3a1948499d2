import { singaporeDateOf, singaporeWallTime } from '@bv/domain';

export type SequenceClock = { sendHourSgt: number; /** Replaces calendar days (tests). */ dayMs?: number };

/**
 * When a step "n days later" is due: at the send hour, Singapore time, on the n-th calendar
 * day after the trigger's Singapore date, so nobody gets sales mail at 3 a.m.
 */
export function stepDueAt(triggeredAt: Date, delayDays: number, clock: SequenceClock): Date {
  if (delayDays === 0) return triggeredAt;
  if (clock.dayMs) return new Date(triggeredAt.getTime() + delayDays * clock.dayMs);
  const date = singaporeDateOf(triggeredAt);
  return singaporeWallTime({ ...date, day: date.day + delayDays }, clock.sendHourSgt);
}
