import type { BlogPostPayload } from "#common/schemas/blog-admin";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";

export const POST_INPUT_CLASS = `${ADMIN_INPUT_CLASS} text-sm`;
export const POST_LABEL_CLASS = "block text-sm font-medium text-gray-700";

/** The post payload as the editor holds it: every field present, text fields never null (the schema turns "" into null). */
export type PostDraft = { [K in Exclude<keyof BlogPostPayload, "authorId">]-?: NonNullable<BlogPostPayload[K]> };

/** Sets one field of the draft. */
export type UpdateDraft = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => void;

/** A field's first refusal under it; `id` is what the field's `aria-describedby` names. */
export function FieldError({ errors, name }: { errors: Record<string, string[] | undefined>; name: string }) {
  return errors[name] ? (
    <p className="mt-1 text-sm text-red-700" id={`${name}-error`}>
      {errors[name]![0]}
    </p>
  ) : null;
}
