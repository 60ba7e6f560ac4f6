/** How often the event loop is checked: fine enough to see a saturated loop within a tenth of a second. */
const CHECK_EVERY_MS = 50;

export interface EventLoopLag {
  /**
   * Whether the event loop runs more than `limitMs` late in a way that says "saturated", not "one pause": the last
   * two checks were both that late, or the loop has been held for twice that long right now (the check is overdue:
   * the requests being read now queued behind it, and more of the same would serialise them further). One late
   * check alone — a garbage collection, a first query compiling, the machine busy elsewhere for a moment — is not.
   */
  exceeds(limitMs: number): boolean;
  /** The last check's lateness, for the log. */
  lastMs(): number;
}

let sampler: EventLoopLag | null = null;

/**
 * The process's event-loop lag, from a timer that notes how late it fires. One per process (the lag is the
 * process's, however many apps it runs, as the tests do); started on first use, never keeps the process alive.
 */
export function eventLoopLag(): EventLoopLag {
  sampler ??= startSampler();
  return sampler;
}

function startSampler(): EventLoopLag {
  let expectedAt = performance.now() + CHECK_EVERY_MS;
  let last = 0;
  let beforeLast = 0;
  const check = () => {
    const now = performance.now();
    beforeLast = last;
    last = Math.max(0, now - expectedAt);
    expectedAt = now + CHECK_EVERY_MS;
    setTimeout(check, CHECK_EVERY_MS).unref();
  };
  setTimeout(check, CHECK_EVERY_MS).unref();
  return {
    exceeds: (limitMs) => Math.min(last, beforeLast) > limitMs || performance.now() - expectedAt > 2 * limitMs,
    lastMs: () => last,
  };
}
