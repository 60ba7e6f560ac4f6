/**
 * Opening hours of a place (issue 33): the one format staff type and visitors read, its rules for search engines,
 * and "open now". A module of its own so the finder's page loads it after it shows. Pure.
 */

/**
 * Opening hours as staff type them and visitors read them: day ranges with a time range, separated by `;` —
 * `T2-T7 08:00-17:30; CN 08:00-12:00`. Days are T2…T7 and CN (Sunday); `Hằng ngày` means every day. A day not
 * named is closed.
 */
const DAY_TOKENS: Record<string, number> = { t2: 1, t3: 2, t4: 3, t5: 4, t6: 5, t7: 6, cn: 0 };

interface HoursRule {
  days: number[];
  /** Minutes after midnight. */
  opens: number;
  closes: number;
}

const minutesOf = (text: string): number | null => {
  const match = /^(\d{1,2})[:h](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 24 * 60 ? hours * 60 + minutes : null;
};

function daysOf(text: string): number[] | null {
  const folded = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (folded === "hằng ngày" || folded === "hàng ngày" || folded === "mỗi ngày") return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of folded.split(",")) {
    const [first, last] = part.split(/\s*[-–]\s*/).map((token) => token.trim().replace(/\s+/g, ""));
    const start = DAY_TOKENS[first ?? ""];
    if (start === undefined) return null;
    if (last === undefined) {
      days.add(start);
      continue;
    }
    const end = DAY_TOKENS[last];
    if (end === undefined) return null;
    // Monday-first order: T2 … T7, CN.
    const order = (day: number) => (day + 6) % 7;
    if (order(end) < order(start)) return null;
    for (let day = order(start); day <= order(end); day++) days.add((day + 1) % 7);
  }
  return [...days];
}

/** The rules of an hours text, or null when it does not follow the format. */
export function parseHours(hours: string): HoursRule[] | null {
  const rules: HoursRule[] = [];
  for (const segment of hours.split(";")) {
    if (!segment.trim()) continue;
    const match = /^(.*?)\s+(\d{1,2}[:h]\d{2})\s*[-–]\s*(\d{1,2}[:h]\d{2})$/.exec(segment.trim());
    if (!match) return null;
    const days = daysOf(match[1]!);
    const opens = minutesOf(match[2]!);
    const closes = minutesOf(match[3]!);
    if (!days || opens === null || closes === null || closes <= opens) return null;
    rules.push({ days, opens, closes });
  }
  return rules.length ? rules : null;
}

export const HOURS_FORMAT_MESSAGE = "Giờ mở cửa viết theo mẫu: T2-T7 08:00-17:30; CN 08:00-12:00";

/** Is the place open at `now` (Vietnam time)? null when it has no readable hours. */
export function isOpenAt(hours: string | null, now: Date): boolean | null {
  if (!hours) return null;
  const rules = parseHours(hours);
  if (!rules) return null;
  // Vietnam has no daylight saving: UTC+7 all year.
  const local = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  const day = local.getUTCDay();
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return rules.some((rule) => rule.days.includes(day) && minutes >= rule.opens && minutes < rule.closes);
}
