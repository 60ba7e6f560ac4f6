/**
 * VietQR (NAPAS) bank-transfer payloads: EMVCo merchant-presented QR, built field by field.
 * Each field is ID (2 digits) + length (2 digits) + value; field 63 is a CRC-16/CCITT-FALSE over everything
 * before it, including its own "6304".
 */

const NAPAS_GUID = "A000000727";
const SERVICE_TRANSFER_TO_ACCOUNT = "QRIBFTTA";

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is too long (${value.length} > 99)`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Banks carry at most this many characters of a transfer note (EMVCo "purpose of transaction"). */
export const TRANSFER_NOTE_MAX_LENGTH = 25;

/** Banks accept plain ASCII in the transfer note: diacritics removed, at most 25 characters. */
export function transferNote(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TRANSFER_NOTE_MAX_LENGTH)
    .trim();
}

interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN, e.g. 970416 (ACB). */
  bankBin: string;
  accountNumber: string;
  /** Whole dong; omitted for a static QR where the payer types the amount. */
  amount?: number;
  note?: string;
}

export function buildVietQrPayload({ bankBin, accountNumber, amount, note }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError("Bank BIN must be 6 digits");
  if (!/^[A-Za-z0-9]{1,19}$/.test(accountNumber)) throw new RangeError("Account number must be 1–19 letters or digits");
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) {
    throw new RangeError("Amount must be a positive whole number of dong");
  }
  const dynamic = amount !== undefined;
  const beneficiary = field("00", bankBin) + field("01", accountNumber);
  const merchantAccount = field("00", NAPAS_GUID) + field("01", beneficiary) + field("02", SERVICE_TRANSFER_TO_ACCOUNT);
  const cleanNote = note ? transferNote(note) : "";
  const body =
    field("00", "01") +
    field("01", dynamic ? "12" : "11") +
    field("38", merchantAccount) +
    field("53", "704") +
    (dynamic ? field("54", String(amount)) : "") +
    field("58", "VN") +
    (cleanNote ? field("62", field("08", cleanNote)) : "");
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16CcittFalse(withCrcHeader);
}

/** Top-level fields of a payload (nested fields stay encoded); throws on a malformed payload or a wrong CRC. */
export function parseVietQrPayload(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new SyntaxError(`Malformed field at ${at}`);
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new SyntaxError(`Field ${id} is truncated`);
    fields.set(id, value);
    at += 4 + length;
  }
  const crc = fields.get("63");
  if (!crc || crc16CcittFalse(payload.slice(0, -4)) !== crc) throw new SyntaxError("CRC mismatch");
  return fields;
}

export function parseSubFields(value: string): Map<string, string> {
  return parseVietQrPayload(`${value}6304${crc16CcittFalse(`${value}6304`)}`);
}
