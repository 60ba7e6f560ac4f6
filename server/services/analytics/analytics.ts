import { createHash, randomBytes } from "node:crypto";
import { and, asc, between, desc, eq, lt, sql } from "drizzle-orm";
import { DIRECT_REFERRER, READ_TIME_MIN_SECONDS, type AnalyticsReport } from "#common/analytics";
import { AnalyticsEventSchema, AnalyticsPeriodSchema, type AnalyticsEvent } from "#common/schemas/analytics";
import type { Db } from "../../db/client";
import { analyticsSalts, blogPosts, dailyVisitors, pageViewStats, referrerStats } from "../../db/schema";
import { DAY_MS, PERIOD_DAYS, periodRange, vietnamDay } from "./analytics-period";
import { createSalesFunnel, type TrackedClient } from "./sales-funnel";

/** Read-time events longer than this are capped (a tab left open overnight is not reading). */
const READ_TIME_MAX_SECONDS = 2 * 60 * 60;
/** Score from which a post counts as optimised (the green band of the SEO score). */
const OPTIMISED_SCORE = 80;

/** Paths worth counting: site pages, not the admin, the API or static files. */
export function normalizeTrackedPath(raw: string): string | null {
  const path = raw.split(/[?#]/)[0]!;
  if (!path.startsWith("/") || path.startsWith("//") || /[\s\p{Cc}]/u.test(path) || path.length > 300) return null;
  if (/^\/(admin|api|uploads|assets)(\/|$)/.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed || "/";
}

/** Host of an external referrer (`www.` dropped); `direct` without one; null for this site's own pages. */
export function referrerHost(referrer: string, ownHosts: readonly string[]): string | null {
  if (!referrer) return DIRECT_REFERRER;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return DIRECT_REFERRER;
    if (ownHosts.includes(url.host)) return null;
    return url.hostname.toLowerCase().replace(/^www\./, "").slice(0, 200);
  } catch {
    return DIRECT_REFERRER;
  }
}

/** `/blog/{slug}` of a post page (not the category or tag lists). */
export function blogSlugOfPath(path: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

interface CollectorContext extends TrackedClient {
  /** Hosts of this site (Host header, SITE_URL): referrers from them are internal navigation. */
  ownHosts: string[];
}

function dayLabel(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

export function createAnalyticsService(db: Db, now: () => Date = () => new Date()) {
  let cachedSalt: { day: string; salt: string } | null = null;

  /** Today's salt, shared by every process through the database; older salts are deleted. */
  async function saltOf(day: string): Promise<string> {
    if (cachedSalt?.day === day) return cachedSalt.salt;
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    cachedSalt = { day, salt: row!.salt };
    return row!.salt;
  }

  /** An anonymous key for a client today (rate limits, unique visitors): no address is ever stored. */
  async function anonymousKey(ip: string, userAgent: string): Promise<string> {
    const salt = await saltOf(vietnamDay(now()));
    return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 32);
  }

  const funnel = createSalesFunnel(db);

  /** The anonymous key of a client that may be counted today (see server/http/trackable-client.ts). */
  async function visitorOf(client: TrackedClient): Promise<{ day: string; visitorHash: string }> {
    return { day: vietnamDay(now()), visitorHash: await anonymousKey(client.ip, client.userAgent) };
  }

  /** One collector event (POST /api/analytics/events body, parsed here); false when it counted nothing. */
  async function record(input: unknown, context: CollectorContext): Promise<boolean> {
    const event = AnalyticsEventSchema.parse(input);
    if (event.type === "pageview") return recordPageView(event, context);
    if (event.type === "read_time") return recordReadTime(event);
    return funnel.recordStep(event, await visitorOf(context));
  }

  async function recordReadTime(event: Extract<AnalyticsEvent, { type: "read_time" }>): Promise<boolean> {
    const path = normalizeTrackedPath(event.path);
    if (!path || event.seconds <= READ_TIME_MIN_SECONDS) return false;
    const day = vietnamDay(now());
    const seconds = Math.round(Math.min(event.seconds, READ_TIME_MAX_SECONDS));
    await db
      .insert(pageViewStats)
      .values({ day, path, views: 0, readTimeSamples: 1, readTimeSeconds: seconds })
      .onConflictDoUpdate({
        target: [pageViewStats.day, pageViewStats.path],
        set: {
          readTimeSamples: sql`${pageViewStats.readTimeSamples} + 1`,
          readTimeSeconds: sql`${pageViewStats.readTimeSeconds} + ${seconds}`,
        },
      });
    return true;
  }

  async function recordPageView(event: Extract<AnalyticsEvent, { type: "pageview" }>, context: CollectorContext): Promise<boolean> {
    const path = normalizeTrackedPath(event.path);
    if (!path) return false;
    const { day, visitorHash } = await visitorOf(context);

    await db
      .insert(pageViewStats)
      .values({ day, path, views: 1 })
      .onConflictDoUpdate({ target: [pageViewStats.day, pageViewStats.path], set: { views: sql`${pageViewStats.views} + 1` } });

    // Only the landing page view carries a referrer (undefined for in-app navigation); null for this site's own pages.
    const host = event.referrer !== undefined && event.referrer !== null ? referrerHost(event.referrer, context.ownHosts) : null;
    // The visitor keeps the first external referrer of the day: the one an order of theirs is credited to.
    await db
      .insert(dailyVisitors)
      .values({ day, visitorHash, referrerHost: host })
      .onConflictDoUpdate({
        target: [dailyVisitors.day, dailyVisitors.visitorHash],
        set: { referrerHost: sql`excluded.referrer_host` },
        setWhere: sql`${dailyVisitors.referrerHost} is null and excluded.referrer_host is not null`,
      });
    if (host) {
      await db
        .insert(referrerStats)
        .values({ day, host, views: 1 })
        .onConflictDoUpdate({ target: [referrerStats.day, referrerStats.host], set: { views: sql`${referrerStats.views} + 1` } });
    }

    const slug = blogSlugOfPath(path);
    if (slug) {
      await db
        .update(blogPosts)
        .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)));
    }
    return true;
  }

  /**
   * Credits a just-placed order to the referrer its buyer landed from today. The order itself is counted from
   * the orders table; `client` is null when the buyer may not be tracked (bot, Do Not Track, GPC).
   */
  async function attributeOrder(orderId: number, client: TrackedClient | null): Promise<void> {
    if (client) await funnel.attributeOrder(orderId, await visitorOf(client));
  }

  /** The sales funnel of a period (`?period=`; anything unknown is the week). */
  async function salesFunnel(rawPeriod: unknown) {
    return funnel.report(periodRange(AnalyticsPeriodSchema.parse(rawPeriod), now()));
  }

  /** The SEO report of a period (`?period=`; anything unknown is the week). */
  async function report(rawPeriod: unknown): Promise<AnalyticsReport> {
    const period = AnalyticsPeriodSchema.parse(rawPeriod);
    const today = now();
    const { from, to } = periodRange(period, today);
    const inRange = between(pageViewStats.day, from, to);

    const [byPath, byDay, visitors, referrers, posts] = await Promise.all([
      db
        .select({
          path: pageViewStats.path,
          views: sql<number>`coalesce(sum(${pageViewStats.views}), 0)::int`,
          samples: sql<number>`coalesce(sum(${pageViewStats.readTimeSamples}), 0)::int`,
          seconds: sql<number>`coalesce(sum(${pageViewStats.readTimeSeconds}), 0)::float8`,
        })
        .from(pageViewStats)
        .where(inRange)
        .groupBy(pageViewStats.path),
      db
        .select({ day: pageViewStats.day, views: sql<number>`coalesce(sum(${pageViewStats.views}), 0)::int` })
        .from(pageViewStats)
        .where(inRange)
        .groupBy(pageViewStats.day)
        .orderBy(asc(pageViewStats.day)),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(dailyVisitors)
        .where(between(dailyVisitors.day, from, to)),
      db
        .select({ host: referrerStats.host, views: sql<number>`sum(${referrerStats.views})::int` })
        .from(referrerStats)
        .where(between(referrerStats.day, from, to))
        .groupBy(referrerStats.host)
        .orderBy(desc(sql`sum(${referrerStats.views})`), asc(referrerStats.host))
        .limit(50),
      db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          isPublished: blogPosts.isPublished,
          tags: blogPosts.tags,
          seoScore: blogPosts.seoScore,
          viewCount: blogPosts.viewCount,
        })
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
    ]);

    const statsOfPath = new Map(byPath.map((row) => [row.path, row]));
    let views = 0;
    let samples = 0;
    let seconds = 0;
    for (const row of byPath) {
      views += row.views;
      samples += row.samples;
      seconds += Number(row.seconds);
    }

    const postRows: AnalyticsReport["posts"] = posts.map((post) => {
      const stats = statsOfPath.get(`/blog/${post.slug}`);
      return {
        id: post.id,
        title: post.title,
        slug: post.slug,
        isPublished: post.isPublished,
        keyword: post.tags?.[0]?.trim() || null,
        seoScore: post.seoScore,
        views: stats?.views ?? 0,
        totalViews: post.viewCount,
        averageReadTimeSeconds: stats && stats.samples > 0 ? Math.round(Number(stats.seconds) / stats.samples) : null,
      };
    });

    const keywordMap = new Map<string, AnalyticsReport["keywords"][number]>();
    for (const post of postRows) {
      if (!post.keyword) continue;
      const key = post.keyword.toLocaleLowerCase("vi");
      const entry = keywordMap.get(key) ?? { keyword: post.keyword, posts: [], averageScore: 0, views: 0 };
      entry.posts.push({ id: post.id, title: post.title, seoScore: post.seoScore });
      entry.views += post.views;
      keywordMap.set(key, entry);
    }
    const keywords = [...keywordMap.values()]
      .map((entry) => ({
        ...entry,
        averageScore: Math.round(entry.posts.reduce((sum, post) => sum + post.seoScore, 0) / entry.posts.length),
      }))
      .sort((a, b) => b.averageScore - a.averageScore || a.keyword.localeCompare(b.keyword, "vi"));

    const viewsOfDay = new Map(byDay.map((row) => [row.day, row.views]));
    const series: AnalyticsReport["series"] = [];
    if (period === "year") {
      const months = new Map<string, number>();
      for (const [day, count] of viewsOfDay) months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? 0) + count);
      const [year, month] = to.split("-").map(Number) as [number, number];
      for (let i = 11; i >= 0; i--) {
        const date = new Date(Date.UTC(year, month - 1 - i, 1));
        const key = date.toISOString().slice(0, 7);
        series.push({ key, label: `${key.slice(5, 7)}/${key.slice(0, 4)}`, views: months.get(key) ?? 0 });
      }
    } else {
      for (let i = PERIOD_DAYS[period] - 1; i >= 0; i--) {
        const day = vietnamDay(new Date(today.getTime() - i * DAY_MS));
        series.push({ key: day, label: dayLabel(day), views: viewsOfDay.get(day) ?? 0 });
      }
    }

    const scored = postRows;
    const averageSeoScore = scored.length ? Math.round(scored.reduce((sum, post) => sum + post.seoScore, 0) / scored.length) : null;
    const blogViews = postRows.reduce((sum, post) => sum + post.views, 0);
    const topPosts = [...postRows]
      .filter((post) => post.views > 0)
      .sort((a, b) => b.views - a.views || a.id - b.id)
      .slice(0, 5)
      .map(({ id, title, slug, views: postViews, seoScore }) => ({ id, title, slug, views: postViews, seoScore }));

    return {
      period,
      from,
      to,
      overview: {
        views,
        blogViews,
        uniqueVisitors: visitors[0]?.count ?? 0,
        averageReadTimeSeconds: samples > 0 ? Math.round(seconds / samples) : null,
        readTimeSamples: samples,
        averageSeoScore,
        optimisedPosts: postRows.filter((post) => post.seoScore >= OPTIMISED_SCORE).length,
        totalPosts: postRows.length,
        keywordCount: keywords.length,
        topPosts,
      },
      series,
      posts: postRows,
      keywords,
      referrers,
    };
  }

  return { record, report, anonymousKey, attributeOrder, salesFunnel };
}
