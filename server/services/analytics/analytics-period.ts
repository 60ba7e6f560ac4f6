/** Analytics count by calendar day in Vietnam; a report covers the last 1, 7, 30 or 365 of them. */
import type { AnalyticsPeriod } from "#common/analytics";

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Vietnam (UTC+7, no daylight saving) as YYYY-MM-DD. */
export function vietnamDay(date: Date): string {
  return new Date(date.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Vietnam calendar day (YYYY-MM-DD) begins. */
export function startOfVietnamDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - VIETNAM_OFFSET_MS);
}

export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

/** A report's days: the last 1, 7, 30 or 365 Vietnam calendar days up to and including today. */
export interface PeriodRange {
  period: AnalyticsPeriod;
  /** First and last day, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The same days as instants: `start` inclusive, `end` exclusive (for timestamp columns). */
  start: Date;
  end: Date;
}

export function periodRange(period: AnalyticsPeriod, today: Date): PeriodRange {
  const to = vietnamDay(today);
  const from = vietnamDay(new Date(today.getTime() - (PERIOD_DAYS[period] - 1) * DAY_MS));
  return { period, from, to, start: startOfVietnamDay(from), end: new Date(startOfVietnamDay(to).getTime() + DAY_MS) };
}
