import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATE_KEYS, MAIL_TEMPLATES, renderMailTemplate, renderMailText, unknownVariables, variablesIn } from "#common/mail-templates";

describe("buyer mail templates", () => {
  it("every built-in text uses only its own variables", () => {
    for (const key of MAIL_TEMPLATE_KEYS) {
      expect(unknownVariables(key, MAIL_TEMPLATES[key].subject), key).toEqual([]);
      expect(unknownVariables(key, MAIL_TEMPLATES[key].body), key).toEqual([]);
    }
  });

  it("finds variables with or without spaces, each once, and names the unknown ones", () => {
    expect(variablesIn("{{orderId}} {{ amount }} {{orderId}}")).toEqual(["orderId", "amount"]);
    expect(unknownVariables("refund-made", "{{amount}} {{trackingUrl}} {{constructor}}")).toEqual(["trackingUrl", "constructor"]);
  });

  it("renders the owner's text when given, else the built-in one; a missing value is empty, never the braces", () => {
    expect(renderMailText("Đơn #{{orderId}}{{excessNote}}.", { orderId: "7", excessNote: "" })).toBe("Đơn #7.");
    expect(renderMailText("{{toString}}", {})).toBe("");
    expect(renderMailTemplate("refund-made", { orderId: "7", amount: "1.000đ" }).subject).toBe("Đã hoàn 1.000đ cho đơn hàng #7");
    expect(renderMailTemplate("refund-made", { orderId: "7" }, { subject: "Hoàn #{{orderId}}", body: "x" })).toEqual({ subject: "Hoàn #7", body: "x" });
  });
});
