import { describe, expect, it } from "vitest";
import { fill } from "#common/i18n-vi";
import { homeTexts } from "#common/page-texts/home";
import { privacyNoticeTexts } from "#common/page-texts/privacy-notice";
import { productTexts } from "#common/page-texts/product";

const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
const CATALOGUES = { home: homeTexts, product: productTexts, privacyNotice: privacyNoticeTexts };

describe("page catalogues (docs/decisions/0060)", () => {
  it.each(Object.entries(CATALOGUES))("%s: English has exactly the Vietnamese keys, the same values to fill in, and no Vietnamese letter", (_, catalogue) => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.vi).sort());
    for (const [key, vietnamese] of Object.entries(catalogue.vi)) {
      const english: string = (catalogue.en as Record<string, string>)[key]!;
      expect(english, key).not.toBe("");
      expect(english.match(/\{\w+\}/g)?.sort(), key).toEqual(vietnamese.match(/\{\w+\}/g)?.sort());
      expect(VIETNAMESE_LETTERS.test(english), `${key}: ${english}`).toBe(false);
    }
  });

  it("fills named values and leaves unknown ones as written", () => {
    expect(fill("{count} đánh giá", { count: 3 })).toBe("3 đánh giá");
    expect(fill("{name} – ảnh {n}", { name: "LT-150", n: 2 })).toBe("LT-150 – ảnh 2");
    expect(fill("Xem {what}", {})).toBe("Xem {what}");
  });
});
