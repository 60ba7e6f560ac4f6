import { describe, expect, it } from "vitest";
import { maskContact, normalizeContact, sameContact } from "#common/privacy-requests";

describe("the contact every data request matches by", () => {
  it("normalises a Vietnamese phone however it was typed, and an e-mail to lower case", () => {
    for (const typed of ["0912 345 678", "+84 912-345-678", "84912345678", "0912.345.678"]) expect(normalizeContact(typed)).toEqual({ type: "phone", value: "0912345678" });
    expect(normalizeContact("  An.Nguyen@Example.VN ")).toEqual({ type: "email", value: "an.nguyen@example.vn" });
    for (const bad of ["", "abc", "12345", "an@", "@example.vn", null]) expect(normalizeContact(bad)).toBeNull();
  });

  it("matches only the same normalised contact, never a near one", () => {
    const contact = normalizeContact("0933112233")!;
    expect(sameContact("+84 933 112 233", contact)).toBe(true);
    expect(sameContact("0933112234", contact)).toBe(false);
    expect(sameContact("tuan@example.vn", contact)).toBe(false);
    expect(sameContact(null, contact)).toBe(false);
  });

  it("masks a decided request's contact", () => {
    expect(maskContact("0933112233")).toBe("09******33");
    expect(maskContact("tuan.pham@example.vn")).toBe("t***@example.vn");
  });
});
