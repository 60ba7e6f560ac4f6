import { describe, expect, it } from "vitest";
import { AuditQuerySchema } from "#common/schemas/staff";

describe("the audit filter's days", () => {
  it("reads days typed the Vietnamese way, day first, and still takes ISO days", () => {
    expect(AuditQuerySchema.parse({ from: "05/11/2026", to: "5/1/2027" })).toMatchObject({ from: "2026-11-05", to: "2027-01-05" });
    expect(AuditQuerySchema.parse({ from: "2026-11-05" }).from).toBe("2026-11-05");
    expect(AuditQuerySchema.parse({}).from).toBeUndefined();
    expect(AuditQuerySchema.parse({ from: "", to: "" })).toMatchObject({ from: undefined, to: undefined });
  });

  it("refuses a day that does not exist", () => {
    expect(AuditQuerySchema.safeParse({ from: "31/02/2026" }).success).toBe(false);
    expect(AuditQuerySchema.safeParse({ from: "11/31/2026" }).success).toBe(false);
  });
});
