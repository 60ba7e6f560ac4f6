import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  canMoveService,
  eligibleForReplacement,
  isSerial,
  normalizeSerial,
  nextServiceStatuses,
  SERVICE_STATUSES,
  warrantyStatus,
} from "#common/after-sale";
import { dueReminderDay } from "../../server/services/after-sale/reminders";

describe("after-sale rules", () => {
  it("serials are upper-case letters, digits and dashes, 6–32 long", () => {
    expect(isSerial(normalizeSerial(" lt300-000123 "))).toBe(true);
    for (const bad of ["ABC12", "LT300 000123", "LT300_1", "A".repeat(33), "ĐÀ-12345"]) expect(isSerial(bad), bad).toBe(false);
  });

  it("months are added as the calendar does, the 31st becoming the month's last day", () => {
    expect(addMonths("2026-11-26", 12)).toBe("2027-11-26");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });

  it("the warranty is valid through its last day", () => {
    expect(warrantyStatus(null, "2026-11-26")).toBe("not_activated");
    expect(warrantyStatus("2026-11-26", "2026-11-26")).toBe("valid");
    expect(warrantyStatus("2026-11-25", "2026-11-26")).toBe("expired");
  });

  it("a covered fault in the first 7 days of the warranty may be answered with a new machine", () => {
    expect(eligibleForReplacement("not_heating", "2026-11-20", "2026-11-26")).toBe(true);
    expect(eligibleForReplacement("not_heating", "2026-11-19", "2026-11-26")).toBe(false);
    expect(eligibleForReplacement("maintenance", "2026-11-25", "2026-11-26")).toBe(false);
    expect(eligibleForReplacement("leaking", null, "2026-11-26")).toBe(false);
  });

  it("the service lifecycle allows only its table's moves; closed and canceled are final", () => {
    expect(canMoveService("new", "scheduled")).toBe(true);
    expect(canMoveService("new", "resolved")).toBe(false);
    expect(canMoveService("resolved", "in_progress")).toBe(true);
    expect(nextServiceStatuses("closed")).toEqual([]);
    expect(nextServiceStatuses("canceled")).toEqual([]);
    for (const status of SERVICE_STATUSES) expect(nextServiceStatuses(status)).not.toContain(status);
  });

  it("a reminder is due on each whole period after the base day, and never before the first", () => {
    expect(dueReminderDay("2026-05-26", 6, "2026-11-25")).toBeNull();
    expect(dueReminderDay("2026-05-26", 6, "2026-11-26")).toBe("2026-11-26");
    expect(dueReminderDay("2026-05-26", 6, "2027-05-25")).toBe("2026-11-26");
    expect(dueReminderDay("2026-05-26", 6, "2027-05-26")).toBe("2027-05-26");
    expect(dueReminderDay("2026-05-26", 0, "2030-01-01")).toBeNull();
  });
});
