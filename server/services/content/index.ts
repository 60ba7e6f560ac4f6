import type { BankAccount } from "../../config";
import type { Foundation } from "../foundation";
import { createBlogService } from "./blog";
import { createStoreSettingsService } from "./store-settings";

/** The store settings and the blog. */
export function createContentServices(foundation: Foundation, defaults: { bank?: BankAccount | null; notifyEmail?: string }) {
  const { db, publicContent } = foundation;
  return {
    storeSettings: createStoreSettingsService(db, publicContent, defaults),
    blog: createBlogService(db, () => publicContent.publicContentChanged({ kind: "blog" })),
  };
}
