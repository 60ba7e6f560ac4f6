/**
 * Technical specification tables (spec section 9): LT-300 (id 2) and LS-250 (id 4) have their own
 * tables; every other product shows the default table. Figures are the spec's, word for word in numbers.
 */
export interface SpecTable {
  id: "lt-300" | "ls-250" | "default";
  rows: Array<[label: string, value: string]>;
}

export const LT300_SPECS: SpecTable = {
  id: "lt-300",
  rows: [
    ["Công suất", "3000 W"],
    ["Điện áp", "220 V"],
    ["Trọng lượng", "30 kg"],
    ["Bộ nhớ công thức", "Tối đa 9 công thức"],
  ],
};

export const LS250_SPECS: SpecTable = {
  id: "ls-250",
  rows: [
    ["Năng suất chiết xuất", "50 ly/giờ"],
    ["Công suất khuyến nghị", "250 ly/ngày"],
    ["Phễu chứa hạt", "500 g (khoảng 20 ly)"],
    ["Áp suất bơm", "10 – 15 bar"],
  ],
};

export const DEFAULT_SPECS: SpecTable = {
  id: "default",
  rows: [
    ["Công suất", "2200 W"],
    ["Dung tích bình chứa", "3 L"],
    ["Trọng lượng", "14 kg"],
  ],
};

export function specTableFor(productId: number): SpecTable {
  if (productId === 2) return LT300_SPECS;
  if (productId === 4) return LS250_SPECS;
  return DEFAULT_SPECS;
}
