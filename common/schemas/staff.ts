import { z } from "../zod";
import { text } from "../validation";
import { ROLES } from "../admin-access";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "../audit";
import { NewPasswordSchema, PASSWORD_MAX_LENGTH, UsernameSchema } from "./auth";

const roleSchema = z.enum(ROLES, { error: "Vai trò không hợp lệ" });

/** The owner creates an account: a username and a role; the server makes a one-time password. */
export const NewStaffSchema = z.object({ username: UsernameSchema, role: roleSchema });

/** The owner changes a role, or disables / re-enables an account. */
export const StaffUpdateSchema = z
  .object({ role: roleSchema.optional(), disabled: z.boolean({ error: "Giá trị không hợp lệ" }).optional() })
  .refine((update) => update.role !== undefined || update.disabled !== undefined, { message: "Không có thay đổi nào" });

export const StaffPolicySchema = z.object({ requireTwoFactor: z.boolean({ error: "Giá trị không hợp lệ" }) });

/** My account: the current password proves it is me, not someone at my unlocked screen. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: text({ error: "Vui lòng nhập mật khẩu hiện tại" })
      .min(1, "Vui lòng nhập mật khẩu hiện tại")
      .max(PASSWORD_MAX_LENGTH, "Mật khẩu hiện tại không đúng"),
    newPassword: NewPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: "Mật khẩu mới phải khác mật khẩu hiện tại",
    path: ["newPassword"],
  });

/** A 6-digit code of the authenticator app (spaces people type are dropped). */
export const TotpCodeSchema = text({ error: "Vui lòng nhập mã 6 chữ số" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Mã xác minh gồm 6 chữ số"));

/** A recovery code as printed (xxxxx-xxxxx); letter case and dashes do not matter. */
export const RecoveryCodeSchema = text({ error: "Vui lòng nhập mã khôi phục" })
  .transform((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, "Mã khôi phục không đúng"));

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** Filters of /admin/audit. */
/** A day as Vietnamese staff type it, "05/11/2026" (day first), read as ISO "2026-11-05"; ISO passes unchanged. */
export function isoDayOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(value);
  return match ? `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}` : value.trim();
}
const day = z.preprocess(isoDayOf, z.iso.date({ error: "Ngày theo dạng ngày/tháng/năm, ví dụ 05/11/2026" }).optional().or(z.literal("").transform(() => undefined)));

export const AuditQuerySchema = z.object({
  userId: z.coerce.number().int().min(1).optional().or(z.literal("").transform(() => undefined)),
  action: z
    .enum(Object.keys(AUDIT_ACTIONS) as [keyof typeof AUDIT_ACTIONS, ...Array<keyof typeof AUDIT_ACTIONS>])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  entityType: z
    .enum(Object.keys(AUDIT_ENTITIES) as [keyof typeof AUDIT_ENTITIES, ...Array<keyof typeof AUDIT_ENTITIES>])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  entityId: optionalText(40),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(50),
});

/** What proves it is me before turning off or renewing a second step: my password, or a code (app or recovery). */
export const SecondStepProofSchema = z
  .object({
    password: text().max(PASSWORD_MAX_LENGTH).optional(),
    code: text().max(40).optional(),
  })
  .refine((proof) => Boolean(proof.password) || Boolean(proof.code), {
    message: "Vui lòng nhập mật khẩu hiện tại hoặc một mã xác minh",
    path: ["password"],
  });

/** The name a person gives a passkey so the list can tell them apart ("Điện thoại của Lan"). */
export const PasskeyNameSchema = text()
  .trim()
  .max(60, "Tên khóa truy cập tối đa 60 ký tự")
  .optional()
  .transform((value) => value || "Khóa truy cập");
