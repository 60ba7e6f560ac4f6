import { searchTokens } from "./search-text";
import { slugify } from "./slug";

/** What the score looks at; the first tag is the main keyword (spec section 5). */
export interface SeoInput {
  title: string;
  slug: string;
  content: string;
  tags: readonly string[];
  metaTitle?: string | null;
  metaDescription?: string | null;
}

export type SeoCheckId = "titleKeyword" | "metaTitle" | "metaDescription" | "keywordDensity" | "wordCount" | "headings" | "imageAlt" | "slug";

interface SeoCheck {
  id: SeoCheckId;
  points: number;
  max: number;
  /** Full marks because there is nothing to check (a post without images has no alt text to fix). */
  vacuous?: boolean;
}

export interface SeoResult {
  /** 0–100: the points scaled by 100/55 and capped at 100 (see SEO_MAX_POINTS). */
  score: number;
  points: number;
  checks: SeoCheck[];
  keyword: string | null;
  wordCount: number;
  /** Percent of words that are the keyword phrase; 0 without a keyword. */
  keywordDensity: number;
}

/**
 * The spec scales by 55 points although its checks can award 65; a post therefore reaches 100 with
 * up to 10 points to spare, and the score is capped at 100 (docs/decisions/0003-seo-score-scale.md).
 */
export const SEO_MAX_POINTS = 55;
export const RECOMMENDED_META_TITLE = { min: 50, max: 60 } as const;
export const RECOMMENDED_META_DESCRIPTION = { min: 150, max: 160 } as const;

/** Visible text of an HTML fragment (no DOM needed, so it runs on the server and in tests). */
function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function textLength(value: string | null | undefined): number {
  return (value ?? "").trim().normalize("NFC").length;
}

/** Whole-word occurrences of a phrase, diacritics ignored ("trà" counts "tra" but never "trang"). */
function countPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, offset) => words[i + offset] === word)) count++;
  }
  return count;
}

function lengthPoints(length: number, best: { min: number; max: number }, near: Array<[number, number]>): number {
  if (length === 0) return 0;
  if (length >= best.min && length <= best.max) return 10;
  if (near.some(([min, max]) => length >= min && length <= max)) return 5;
  return 2;
}

export function computeSeoScore(input: SeoInput): SeoResult {
  const keyword = input.tags.map((tag) => tag.trim()).find(Boolean) ?? null;
  const keywordWords = keyword ? searchTokens(keyword) : [];
  const text = textOfHtml(input.content);
  const wordCount = countWords(text);

  const titleKeyword = countPhrase(searchTokens(input.title), keywordWords) > 0 ? 10 : 0;

  const metaTitle = lengthPoints(textLength(input.metaTitle), RECOMMENDED_META_TITLE, [
    [40, 49],
    [61, 70],
  ]);
  const metaDescription = lengthPoints(textLength(input.metaDescription), RECOMMENDED_META_DESCRIPTION, [
    [120, 149],
    [161, 180],
  ]);

  const occurrences = countPhrase(searchTokens(text), keywordWords);
  const keywordDensity = wordCount > 0 ? (occurrences / wordCount) * 100 : 0;
  let densityPoints = 0;
  if (occurrences > 0) {
    if (keywordDensity >= 1 && keywordDensity <= 3) densityPoints = 10;
    else if (keywordDensity < 1 || keywordDensity <= 5) densityPoints = 5;
    else densityPoints = 2;
  }

  const wordCountPoints = wordCount >= 1000 ? 10 : wordCount >= 700 ? 7 : wordCount >= 500 ? 5 : wordCount >= 300 ? 3 : 1;

  const h2 = (input.content.match(/<h2[\s>]/gi) ?? []).length;
  const h3 = (input.content.match(/<h3[\s>]/gi) ?? []).length;
  const headings = h2 >= 2 && h3 >= 1 ? 5 : h2 >= 1 ? 3 : 0;

  const images = input.content.match(/<img\b[^>]*>/gi) ?? [];
  const withAlt = images.filter((tag) => /\salt\s*=\s*("\s*[^"\s][^"]*"|'\s*[^'\s][^']*'|[^\s"'>]+)/i.test(tag)).length;
  // The spec's "5 if all" holds vacuously for a post without images: there is no missing alt text to add.
  const imageAlt = withAlt === images.length ? 5 : withAlt > 0 ? 2 : 0;

  const slugKeyword = keyword ? slugify(keyword) : "";
  const slugShort = input.slug.length <= 60;
  const slug = slugShort && slugKeyword && input.slug.includes(slugKeyword) ? 5 : slugShort ? 3 : 1;

  const checks: SeoCheck[] = [
    { id: "titleKeyword", points: titleKeyword, max: 10 },
    { id: "metaTitle", points: metaTitle, max: 10 },
    { id: "metaDescription", points: metaDescription, max: 10 },
    { id: "keywordDensity", points: densityPoints, max: 10 },
    { id: "wordCount", points: wordCountPoints, max: 10 },
    { id: "headings", points: headings, max: 5 },
    images.length === 0 ? { id: "imageAlt", points: imageAlt, max: 5, vacuous: true } : { id: "imageAlt", points: imageAlt, max: 5 },
    { id: "slug", points: slug, max: 5 },
  ];
  const points = checks.reduce((sum, check) => sum + check.points, 0);
  const score = Math.min(100, Math.round((points / SEO_MAX_POINTS) * 100));
  return { score, points, checks, keyword, wordCount, keywordDensity };
}

type SeoColour = "green" | "orange" | "red";

export function seoScoreColour(score: number): SeoColour {
  return score >= 80 ? "green" : score >= 60 ? "orange" : "red";
}
