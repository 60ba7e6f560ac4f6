import type { ReactNode } from "react";
import { Link } from "react-router";
import { seoScoreColour, type SeoCheckId, type SeoResult } from "#common/seo-score";

export const SEO_CHECK_LABELS: Record<SeoCheckId, { label: string; hint: string }> = {
  titleKeyword: { label: "Tiêu đề chứa từ khóa chính", hint: "Từ khóa chính là thẻ đầu tiên." },
  metaTitle: { label: "Độ dài tiêu đề SEO", hint: "Khuyến nghị 50–60 ký tự (40–49 hoặc 61–70 được một phần điểm)." },
  metaDescription: { label: "Độ dài mô tả SEO", hint: "Khuyến nghị 150–160 ký tự (120–149 hoặc 161–180 được một phần điểm)." },
  keywordDensity: { label: "Mật độ từ khóa", hint: "Tốt nhất 1–3% số từ của nội dung." },
  wordCount: { label: "Độ dài nội dung", hint: "Từ 1000 từ: tối đa; 700, 500, 300 từ: ít điểm hơn." },
  headings: { label: "Tiêu đề phụ", hint: "Ít nhất hai H2 và một H3." },
  imageAlt: { label: "Văn bản thay thế của ảnh", hint: "Mọi ảnh trong bài đều có alt." },
  slug: { label: "Slug", hint: "Chứa từ khóa và không quá 60 ký tự." },
};

/** Why a check has full marks with nothing to look at. */
const NOTHING_TO_CHECK: Partial<Record<SeoCheckId, string>> = {
  imageAlt: "Bài chưa có ảnh nên không có alt nào cần bổ sung (đủ điểm).",
};

const COLOUR_CLASSES = {
  green: "bg-green-100 text-green-800 ring-green-600/30",
  orange: "bg-orange-100 text-orange-800 ring-orange-600/30",
  red: "bg-red-100 text-red-800 ring-red-600/30",
} as const;

const COLOUR_NAMES = { green: "tốt", orange: "trung bình", red: "cần cải thiện" } as const;

/** The SEO score with its colour (≥ 80 green, ≥ 60 orange, else red) and a text equivalent of the colour. */
export function SeoScoreBadge({ score, className = "" }: { score: number; className?: string }) {
  const colour = seoScoreColour(score);
  return (
    <span
      className={`inline-flex min-w-12 items-center justify-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${COLOUR_CLASSES[colour]} ${className}`}
      data-colour={colour}
      title={`Điểm SEO ${score}/100 (${COLOUR_NAMES[colour]})`}
    >
      {score}
      <span className="sr-only">/100, {COLOUR_NAMES[colour]}</span>
    </span>
  );
}

/** A post in a ranked list: its title linking to `to`, then optional figures (`children`) and its SEO score. */
export function PostScoreItem({ to, title, score, children }: { to: string; title: string; score: number; children?: ReactNode }) {
  const badge = <SeoScoreBadge score={score} />;
  return (
    <li className="flex items-center justify-between gap-3 text-sm">
      <Link to={to} className="font-medium text-brand-700 hover:underline">
        {title}
      </Link>
      {children ? (
        <span className="flex shrink-0 items-center gap-3">
          {children}
          {badge}
        </span>
      ) : (
        badge
      )}
    </li>
  );
}

/** The live score and why: every check with its points. */
export function SeoBreakdown({ result }: { result: SeoResult }) {
  const colour = seoScoreColour(result.score);
  return (
    <section aria-labelledby="seo-score-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="seo-score-heading" className="font-semibold text-gray-900">
          Điểm SEO
        </h2>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-gray-600">
          <span className="sr-only">Điểm SEO hiện tại:</span>
          <span data-testid="seo-score" data-colour={colour} className={`rounded-full px-3 py-1 text-lg font-bold ring-1 ring-inset ${COLOUR_CLASSES[colour]}`}>
            {result.score}/100
          </span>
        </p>
      </div>
      <p className="mt-1 text-xs text-gray-500">
        {result.points} điểm trên thang 55 (tối đa 100). Từ khóa chính: {result.keyword ? <strong>{result.keyword}</strong> : "chưa có — thêm thẻ đầu tiên"}
        {" · "}
        {result.wordCount} từ · mật độ {result.keywordDensity.toLocaleString("vi-VN", { maximumFractionDigits: 2 })}%
      </p>
      <ul className="mt-3 space-y-2">
        {result.checks.map((check) => {
          const full = check.points === check.max;
          return (
            <li key={check.id} className="flex items-start justify-between gap-3 text-sm">
              <span>
                <span className={full ? "text-green-700" : check.points > 0 ? "text-orange-700" : "text-red-700"} aria-hidden="true">
                  {full ? "✓" : check.points > 0 ? "◐" : "✗"}{" "}
                </span>
                <span className="font-medium text-gray-800">{SEO_CHECK_LABELS[check.id].label}</span>
                <span className="block text-xs text-gray-500">
                  {check.vacuous ? NOTHING_TO_CHECK[check.id] ?? SEO_CHECK_LABELS[check.id].hint : SEO_CHECK_LABELS[check.id].hint}
                </span>
              </span>
              <span className="shrink-0 tabular-nums text-gray-700">
                {check.points}/{check.max}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
