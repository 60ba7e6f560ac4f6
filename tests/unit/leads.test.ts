import { describe, expect, it } from "vitest";
import { formatLeadTime, labelOf, LEAD_STATUS_LABELS, normalizeVietnamesePhone } from "#common/leads";
import { contactRequestSchema, trialRequestSchema } from "#common/schemas/leads";

describe("normalizeVietnamesePhone", () => {
  it.each([
    ["0912 345 678", "0912345678"],
    ["+84 912 345 678", "0912345678"],
    ["0912.345.678", "0912345678"],
    ["0912-345-678", "0912345678"],
    ["+84 (0) 912 345 678", null],
    ["0084 912 345 678", "0912345678"],
    ["84912345678", "0912345678"],
    ["024 3826 1234", "02438261234"],
    ["abc", null],
    ["123", null],
    ["", null],
    ["0912345678901", null],
    ["+1 415 555 0100", null],
    ["0912 345 678; drop table", null],
  ])("%s → %s", (typed, stored) => {
    expect(normalizeVietnamesePhone(typed)).toBe(stored);
  });
});

describe("lead schemas", () => {
  it("trims text, turns blank optional fields into null and accepts Vietnamese business-status labels", () => {
    expect(
      contactRequestSchema.parse({
        fullName: "  An  ",
        phone: "0912345678",
        needType: "atStore",
        product: "LT-300",
        businessStatus: "Đang kinh doanh",
        address: " ",
        message: "",
      }),
    ).toEqual({ fullName: "An", phone: "0912345678", needType: "atStore", product: "LT-300", businessStatus: "running", address: null, message: null, source: "contact" });
    expect(trialRequestSchema.parse({ name: "B", phone: "0912345678", address: "HN", businessStatus: "soon" })).toMatchObject({
      businessStatus: "planning",
      product: "LS-200",
      message: null,
    });
  });

  it("shows labels of known values and unknown values raw", () => {
    expect(labelOf(LEAD_STATUS_LABELS, "scheduled")).toBe("Đã hẹn lịch");
    expect(labelOf(LEAD_STATUS_LABELS, "archived")).toBe("archived");
    expect(labelOf(LEAD_STATUS_LABELS, "toString")).toBe("toString");
  });

  it("formats times in Vietnam's time zone", () => {
    expect(formatLeadTime("2026-03-12T07:05:00.000Z")).toMatch(/14:05.*12\/03\/2026/);
  });
});
