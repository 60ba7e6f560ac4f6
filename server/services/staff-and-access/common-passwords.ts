import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ValidationError } from "../foundation/errors";

/**
 * The 10,000 most common passwords (SecLists' 10k-most-common list, MIT), shipped in assets/ and read once, on
 * the first password someone sets: never fetched, never sent to the browser.
 */
const CANDIDATES = [
  new URL("../../../assets/common-passwords.txt", import.meta.url), // server/services/staff-and-access/ (tsx, tests)
  new URL("../assets/common-passwords.txt", import.meta.url), // build/server.js
];

let list: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (list) return list;
  const file = CANDIDATES.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!file) throw new Error("assets/common-passwords.txt is missing");
  list = new Set(
    readFileSync(file, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

export const COMMON_PASSWORD_MESSAGE = "Mật khẩu này nằm trong danh sách mật khẩu phổ biến, hãy chọn mật khẩu khác";

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** 400 on `field` when the password is one of the common ones (letter case ignored). */
export function refuseCommonPassword(password: string, field = "password"): void {
  if (isCommonPassword(password)) throw new ValidationError(COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] });
}
