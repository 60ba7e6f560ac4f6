/**
 * Opening hours of a place (issue 33): the one format staff type and visitors read, its rules for search engines,
 * and "open now". A module of its own so the finder's page loads it after it shows. Pure.
 */

/**
 * Opening hours as staff type them and visitors read them: day ranges with a time range, separated by `;` —
 * `T2-T7 08:00-17:30; CN 08:00-12:00`. Days are T2…T7 and CN (Sunday); `Hằng ngày` means every day, and so does a
 * time range with no days (`8:00-20:00`, `8h-20h`, `08:00 – 20:00`). Times are `8:00`, `08:00`, `8h`, `8h30`. A day
 * not named is closed. What is stored is the normalised text (`normalizeHours`): `Hằng ngày 08:00-20:00`.
 */
const DAY_TOKENS: Record<string, number> = { t2: 1, t3: 2, t4: 3, t5: 4, t6: 5, t7: 6, cn: 0 };

interface HoursRule {
  days: number[];
  /** Minutes after midnight. */
  opens: number;
  closes: number;
}

/** A time as people write it: `8:00`, `08:00`, `8h`, `8h30`, `08h00`. */
const TIME = String.raw`\d{1,2}(?::\d{2}|h(?:\d{2})?)`;
const SEGMENT = new RegExp(String.raw`^(?:(.*?)\s+)?(${TIME})\s*[-–—]\s*(${TIME})$`, "i");

const minutesOf = (text: string): number | null => {
  const match = /^(\d{1,2})(?::(\d{2})|h(\d{2})?)$/i.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? match[3] ?? 0);
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 24 * 60 ? hours * 60 + minutes : null;
};

const EVERY_DAY = new Set(["hằng ngày", "hàng ngày", "mỗi ngày", "cả tuần", "tất cả các ngày", "các ngày"]);

function daysOf(text: string): number[] | null {
  const folded = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (EVERY_DAY.has(folded)) return [0, 1, 2, 3, 4, 5, 6];
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
    const match = SEGMENT.exec(segment.trim().replace(/\s+/g, " "));
    if (!match) return null;
    // No days before the times: every day.
    const days = match[1] === undefined ? [0, 1, 2, 3, 4, 5, 6] : daysOf(match[1]);
    const opens = minutesOf(match[2]!);
    const closes = minutesOf(match[3]!);
    if (!days || opens === null || closes === null || closes <= opens) return null;
    rules.push({ days, opens, closes });
  }
  return rules.length ? rules : null;
}

export const HOURS_FORMAT_MESSAGE =
  "Giờ mở cửa viết theo mẫu 8:00-20:00 (mọi ngày) hoặc T2-T7 08:00-17:30; CN 08:00-12:00 (ngày T2…T7, CN; giờ 8:00, 08:00, 8h hoặc 8h30)";

const DAY_LABELS = ["CN", "T2", "T3", "T4", "T5", "T6", "T7"];
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** `T2-T7`, `T2, T4, T6`, `T7-CN` or `Hằng ngày`: runs of two or more days as ranges, Monday first. */
function dayText(days: readonly number[]): string {
  const order = [...new Set(days)].map((day) => (day + 6) % 7).sort((a, b) => a - b);
  if (order.length === 7) return "Hằng ngày";
  const runs: Array<[number, number]> = [];
  for (const day of order) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  const label = (day: number) => DAY_LABELS[(day + 1) % 7]!;
  return runs.map(([first, last]) => (first === last ? label(first) : `${label(first)}-${label(last)}`)).join(", ");
}

/**
 * The stored form of an hours text, or null when it cannot be read: `8h-20h` → `Hằng ngày 08:00-20:00`,
 * `t2-t7 8h00-17h30; cn 8:00-12:00` → `T2-T7 08:00-17:30; CN 08:00-12:00`. Reading it again gives the same rules.
 */
export function normalizeHours(hours: string): string | null {
  const rules = parseHours(hours);
  return rules && rules.map((rule) => `${dayText(rule.days)} ${clock(rule.opens)}-${clock(rule.closes)}`).join("; ");
}

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
