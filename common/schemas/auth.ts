import { z } from "../zod";
import { text } from "../validation";

/** Shown for a wrong password and for an unknown username alike: it must not reveal which one it was. */
export const LOGIN_FAILED_MESSAGE = "Tên đăng nhập hoặc mật khẩu không đúng";
/** Login attempts allowed per IP address and per username in one window. */
export const LOGIN_ATTEMPT_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Past LOGIN_ATTEMPT_LIMIT attempts for one username in the window, each answer for it waits this long, doubled
 * at every further attempt, up to LOGIN_SLOWDOWN_MAX_MS (docs/decisions/0036-sign-in-under-attack.md).
 */
export const LOGIN_SLOWDOWN_BASE_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 3_000;
export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 1024;

export function tooManyLoginAttemptsMessage(minutes: number): string {
  return `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${Math.max(1, minutes)} phút.`;
}

/** The login form and `POST /api/admin/login`. Only presence is checked: rules would hint at valid names. */
export const LoginSchema = z.object({
  username: text({ error: "Vui lòng nhập tên đăng nhập" })
    .trim()
    .min(1, "Vui lòng nhập tên đăng nhập")
    .max(100, LOGIN_FAILED_MESSAGE),
  password: text({ error: "Vui lòng nhập mật khẩu" })
    .min(1, "Vui lòng nhập mật khẩu")
    .max(PASSWORD_MAX_LENGTH, LOGIN_FAILED_MESSAGE),
});

/** A new administrator (npm run admin:create, seeded admin). */
export const UsernameSchema = text()
  .trim()
  .min(3, "Tên đăng nhập cần ít nhất 3 ký tự")
  .max(50, "Tên đăng nhập tối đa 50 ký tự")
  .regex(/^[A-Za-z0-9._-]+$/, "Tên đăng nhập chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang và gạch dưới");

export const NewPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `Mật khẩu cần ít nhất ${PASSWORD_MIN_LENGTH} ký tự`)
  .max(PASSWORD_MAX_LENGTH, `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự`)
  // Both only judge passwords that are long enough, so a short one gets the one message that matters.
  .refine(
    (password) => password.length < PASSWORD_MIN_LENGTH || password.trim().length >= PASSWORD_MIN_LENGTH,
    "Mật khẩu không được chỉ gồm khoảng trắng",
  )
  .refine((password) => password.length < PASSWORD_MIN_LENGTH || new Set(password).size >= 4, "Mật khẩu quá dễ đoán");

export const NewAdminSchema = z
  .object({ username: UsernameSchema, password: NewPasswordSchema })
  .refine((admin) => admin.password.toLowerCase() !== admin.username.toLowerCase(), {
    message: "Mật khẩu không được trùng tên đăng nhập",
    path: ["password"],
  });
