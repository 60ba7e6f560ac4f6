import { data } from "react-router";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/blog-editor";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const categories = await context.services.blog.listAdminCategories();
  if (params.id === undefined) return { post: null, categories, notFound: false };
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  try {
    if (id > 0) return { post: await context.services.blog.getAdminPost(id), categories, notFound: false };
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  return data({ post: null, categories, notFound: true }, { status: 404 });
}

/** The same blog service as `POST /api/admin/blog/posts` and `PUT /api/admin/blog/posts/{id}`. */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.blog.createPost(payload, actor),
  update: ({ services, id, payload, actor }) => services.blog.savePost(id("Mã bài viết"), payload, actor),
});
