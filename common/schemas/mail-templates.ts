import { z } from "../zod";
import { text } from "../validation";

/** The owner's wording of one buyer mail (`PUT /api/admin/settings/mail-templates/{key}`); its variables are checked by the server. */
export const mailTemplateSchema = z.object({
  subject: text({ error: "Tiêu đề phải là chữ" }).trim().min(1, "Vui lòng nhập tiêu đề").max(200, "Tiêu đề tối đa 200 ký tự"),
  body: text({ error: "Nội dung phải là chữ" }).trim().min(1, "Vui lòng nhập nội dung").max(4000, "Nội dung tối đa 4.000 ký tự"),
});
export type MailTemplateInput = z.infer<typeof mailTemplateSchema>;
