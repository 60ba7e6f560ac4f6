import { describe, expect, it } from "vitest";
import {
  detectDelimiter,
  findHeaderRow,
  guessColumns,
  headerSignature,
  parseCsv,
  parseStatementAmount,
  parseStatementDate,
  readStatementRows,
  vietnamDay,
} from "#common/bank-statement";

describe("statement CSV", () => {
  it("parses quoted cells with delimiters, quotes and line breaks; drops the byte-order mark and empty lines", () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["1", "x, y", 'say "hi"'],
      ["2", "two\nlines", ""],
    ]);
  });

  it("detects `;` and tab delimiters", () => {
    expect(detectDelimiter("Ngày;Số tiền;Nội dung\n01/05/2026;1.000;\"a, b\"")).toBe(";");
    expect(detectDelimiter("a\tb\tc\n1\t2\t3")).toBe("\t");
    expect(detectDelimiter("a,b,c\n1,2,3")).toBe(",");
    expect(parseCsv("a;b\n1;\"x;y\"")).toEqual([["a", "b"], ["1", "x;y"]]);
  });
});

describe("statement amounts", () => {
  it.each([
    ["1.000.000", 1_000_000],
    ["1,000,000", 1_000_000],
    ["1.000.000,00", 1_000_000],
    ["1,000,000.00", 1_000_000],
    ["1000000", 1_000_000],
    ["1000000.00", 1_000_000],
    ["+2 277 000 VND", 2_277_000],
    ["35.200.000 đ", 35_200_000],
    ["10.500", 10_500],
    ["10,500", 10_500],
    ["10.5", 11],
    ["-500.000", -500_000],
    ["0", 0],
  ])("%s → %s", (cell, dong) => {
    expect(parseStatementAmount(cell)).toBe(dong);
  });

  it.each([[""], ["abc"], ["1.000.000x"], ["--5"], ["."], ["1.2.3,4,5"]])("%j is no amount", (cell) => {
    expect(parseStatementAmount(cell)).toBeNull();
  });
});

describe("statement dates (Vietnam time)", () => {
  it.each([
    ["25/03/2023", "2023-03-24T17:00:00.000Z"],
    ["25/03/2023 14:02:37", "2023-03-25T07:02:37.000Z"],
    ["25-03-2023 14:02", "2023-03-25T07:02:00.000Z"],
    ["25.03.2023", "2023-03-24T17:00:00.000Z"],
    ["5/3/23", "2023-03-04T17:00:00.000Z"],
    ["2023-03-25 14:02:37", "2023-03-25T07:02:37.000Z"],
    ["2023-03-25T00:30:00", "2023-03-24T17:30:00.000Z"],
  ])("%s → %s", (cell, iso) => {
    expect(parseStatementDate(cell)?.toISOString()).toBe(iso);
  });

  it.each([[""], ["yesterday"], ["31/02/2023"], ["13/13/2023"], ["25/03/2023 25:00"], ["25/03/2023 lúc 9 giờ"]])("%j is no date", (cell) => {
    expect(parseStatementDate(cell)).toBeNull();
  });

  it("a moment's calendar day is Vietnam's", () => {
    expect(vietnamDay(new Date("2023-03-24T17:30:00Z"))).toBe("2023-03-25");
    expect(vietnamDay(new Date("2023-03-24T16:59:59Z"))).toBe("2023-03-24");
  });
});

describe("statement columns", () => {
  const vietcombank = ["STT", "Ngày giao dịch", "Số tham chiếu", "Số tiền ghi nợ", "Số tiền ghi có", "Số dư", "Mô tả"];

  it("guesses date, credit amount, note and reference from Vietnamese and English headers, never the debit or balance", () => {
    expect(guessColumns(vietcombank)).toEqual({ date: 1, amount: 4, note: 6, reference: 2 });
    expect(guessColumns(["Transaction Date", "Reference", "Debit", "Credit", "Balance", "Description"])).toEqual({
      date: 0,
      amount: 3,
      note: 5,
      reference: 1,
    });
    expect(guessColumns(["Ngày", "Số tiền", "Nội dung"])).toEqual({ date: 0, amount: 1, note: 2, reference: null });
    expect(guessColumns(["A", "B", "C"])).toEqual({ date: null, amount: null, note: null, reference: null });
  });

  it("finds the header below the bank's title lines", () => {
    const rows = [["NGAN HANG TMCP"], ["SAO KE TAI KHOAN", "0011004455667"], vietcombank, ["1", "11/05/2026", "", "", "1.000", "", "x"]];
    expect(findHeaderRow(rows)).toBe(2);
    expect(findHeaderRow([["title"], ["A", "B", "C"], ["1", "2", "3"]])).toBe(1);
  });

  it("signs a layout by its folded header", () => {
    expect(headerSignature(["Ngày  giao dịch", "Số tiền"])).toBe(headerSignature(["ngay giao dich", "SO TIEN"].map((cell) => cell.toLowerCase())));
  });

  it("reads rows and says why a row will not be imported", () => {
    const rows = [vietcombank, ["1", "11/05/2026 08:30", "FT1", "", "1.000.000", "", "THANH TOAN DON HANG 4"], ["2", "11/05/2026", "", "500.000", "", "", "rut tien"], ["3", "sai ngay", "", "", "10", "", "x"], ["4", "11/05/2026", "", "", "abc", "", "y"], ["5", "11/05/2026", "", "", "-200", "", "z"]];
    const read = readStatementRows(rows, 0, { date: 1, amount: 4, note: 6, reference: 2 });
    expect(read.map((row) => [row.line, row.amount, row.reference, row.problem])).toEqual([
      [2, 1_000_000, "FT1", null],
      [3, null, null, "not-incoming"],
      [4, 10, null, "date"],
      [5, null, null, "amount"],
      [6, -200, null, "not-incoming"],
    ]);
    expect(read[0]!.transactedAt?.toISOString()).toBe("2026-05-11T01:30:00.000Z");
  });
});
