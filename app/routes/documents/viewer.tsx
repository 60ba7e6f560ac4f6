import { vi } from "#common/i18n-vi";
import { Link } from "react-router";
import { documentFileUrl, findDocument } from "#common/documents";
import { Breadcrumb } from "~/components/content/breadcrumb";
import { DocumentCover, documentCoverAlt } from "~/components/content/document-cover";
import { notFound } from "~/lib/loader-errors.server";
import { brandedTitle, breadcrumbJsonLd, noindexMeta, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/viewer";
import { siteInfoIn } from "~/lib/site-info-meta";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

/**
 * Document viewer. Only a file named in common/documents.ts is ever shown (exact-name allow-list), so unknown
 * names and path-traversal attempts in any encoding answer 404 and never reach the file system.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const document = findDocument(params.filename);
  if (!document) throw notFound();
  return { document, fileUrl: documentFileUrl(document), siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: vi.notFoundTitle }, ...noindexMeta()];
  const { document, siteUrl } = data;
  return seoMeta({
    siteUrl,
    path: document.link,
    title: brandedTitle(`${document.title} (PDF miễn phí)`, siteInfoIn(matches).brandName),
    description: document.description,
    image: document.thumbnail,
    imageAlt: documentCoverAlt(document),
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Khóa học và tài liệu", path: "/knowledge/courses" },
        { name: document.title, path: document.link },
      ]),
    ],
  });
}

export default function DocumentViewer({ loaderData }: Route.ComponentProps) {
  const { document, fileUrl } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: "Trang chủ", to: "/" },
          { label: "Khóa học và tài liệu", to: "/knowledge/courses" },
          { label: document.title },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
        <div>
          <DocumentCover document={document} width={600} height={848} className="w-full max-w-xs rounded-lg shadow-md" />
          <h1 className="mt-6 text-2xl font-bold text-gray-900">{document.title}</h1>
          <p className="mt-2 text-gray-700">{document.description}</p>
          <p className="mt-2 text-sm text-gray-500">Tài liệu PDF · {document.pages} trang</p>
          <div className="mt-6 flex flex-col gap-3">
            <a
              href={fileUrl}
              download={document.filename}
              className="rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              Tải xuống PDF
            </a>
            <a
              href={fileUrl}
              target="_blank"
              rel="noopener"
              className="rounded-lg px-5 py-3 text-center font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
            >
              Mở trong tab mới
            </a>
            <Link to="/knowledge/courses" className="text-center text-sm text-brand-700 underline">
              ← Quay lại tài liệu và khóa học
            </Link>
          </div>
        </div>
        <iframe
          src={fileUrl}
          title={`Tài liệu PDF: ${document.title}`}
          className="h-[80vh] min-h-[480px] w-full rounded-xl border border-gray-200 bg-gray-50"
        />
      </div>
    </main>
  );
}
