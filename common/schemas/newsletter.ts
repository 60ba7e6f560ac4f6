import { z } from "../zod";
import { text } from "../validation";

const NEWSLETTER_SOURCES = ["blog", "knowledge-business-solutions", "knowledge-recipes", "other"] as const;

/** Email sign-up of the coming-soon pages (POST /api/newsletter and the pages' form action). */
export const NewsletterSignupSchema = z.object({
  email: text({ error: "Vui lòng nhập email" })
    .trim()
    .min(1, "Vui lòng nhập email")
    .max(254, "Email quá dài")
    .pipe(z.email("Email không hợp lệ"))
    .transform((email) => email.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES).catch("other").default("other"),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

export const NEWSLETTER_SUCCESS_MESSAGE = "Đăng ký thành công! Chúng tôi sẽ gửi email cho bạn khi nội dung mới ra mắt.";
export const NEWSLETTER_ALREADY_MESSAGE = "Email này đã đăng ký nhận tin. Cảm ơn bạn đã quan tâm!";
