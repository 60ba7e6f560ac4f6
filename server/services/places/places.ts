import { parse as parseCsv } from "csv-parse/sync";
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { PLACE_CSV_HEADER, PLACE_KIND_LABELS, type PlaceKind, type PlaceView, type PublicPlace } from "#common/places";
import type { LeadRouting, RoutedPlace } from "#common/places";
import { AdminPlaceQuerySchema, LeadRouteSchema, PlaceInputSchema, PlaceQuerySchema, type PlaceInput } from "#common/schemas/places";
import { phoneLine, type OfficeSettings } from "#common/site-info";
import { matchesSearch, searchTokens } from "#common/search-text";
import { slugify } from "#common/slug";
import { fieldErrorsOf } from "#common/validation";
import type { Db } from "../../db/client";
import { contactRequests, dealerAccounts, notifications, places } from "../../db/schema";
import { contactRequestReference } from "../notifications/notifications";
import type { LocationService } from "../foundation/locations";
import { NotFoundError, RowsRejectedError, ValidationError } from "../foundation/errors";
import { writeAudit, type Actor } from "../staff-and-access/audit";
import { endDealerSessionsOfPlace } from "../dealers/accounts";
import { portalStatesOf } from "../dealers/dealer-leads";

type PlaceRow = typeof places.$inferSelect;


/** What the routing needs of a stored lead. */
interface LeadForRouting {
  id: number;
  values: { address?: string | null; provinceCode?: string | null; wardCode?: string | null };
}

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
}

/** Largest CSV the import reads: the whole network (about 300 places) is far below. */
const MAX_IMPORT_ROWS = 5000;
/** Routing prefers the place that sells (a dealer), then the one that repairs, then the regional office. */
const ROUTING_ORDER: Record<PlaceKind, number> = { dealer: 0, service_center: 1, head_office: 2 };

/** The CSV column of each field of `PlaceInputSchema`, for a row's messages. */
const CSV_COLUMN_OF: Record<string, string> = { provinceCode: "province_code", wardCode: "ward_code" };

/** `Cột hours "sáng thứ hai"`: the column and the value a row's message is about (a long value shortened). */
function cellLabel(column: string, value: string | undefined): string {
  const text = (value ?? "").trim();
  if (!text) return `Cột ${column} (trống)`;
  return `Cột ${column} "${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;
}

/** The natural key a place is upserted by: its folded name within its ward (decision 0039). */
export const naturalKeyOf = (name: string, wardCode: string) => `${slugify(name)}|${wardCode}`;

export interface PlaceServiceOptions {
  locations: LocationService;
  /** Is lead routing on (the owner's store settings)? Read inside the lead's transaction. */
  routingEnabled(executor: Db): Promise<boolean>;
  /** A change anonymous visitors see (the finder) empties the shared page cache. */
  placesChanged?(): void;
  /**
   * Told in the lead's transaction each time a lead is sent to a place or taken from one (`placeId` null): the
   * dealer portal opens the place's answer window (issue 43).
   */
  leadRouted?(executor: Db, leadId: number, placeId: number | null): Promise<void>;
}

/**
 * Dealers, authorised service centres and head offices (issue 33): the public finder's list, the admin's writes
 * and CSV import, the mirror of the store settings' three regional offices, and the routing of leads to the
 * nearest active place of their province.
 */
export function createPlaceService(db: Db, options: PlaceServiceOptions) {
  const { locations } = options;
  const changed = () => options.placesChanged?.();

  const provinceName = (code: string) => locations.listProvinces().find((province) => province.code === code)?.name ?? code;
  const wardName = (provinceCode: string, wardCode: string) => {
    try {
      return locations.listWards(provinceCode).find((ward) => ward.code === wardCode)?.name ?? wardCode;
    } catch {
      return wardCode;
    }
  };

  function toView(row: PlaceRow): PlaceView {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      kind: row.kind,
      provinceCode: row.provinceCode,
      provinceName: provinceName(row.provinceCode),
      wardCode: row.wardCode,
      wardName: wardName(row.provinceCode, row.wardCode),
      address: row.address,
      phone: row.phone,
      tel: phoneLine(row.phone).tel,
      email: row.email,
      zalo: row.zalo,
      hours: row.hours,
      models: row.models,
      latitude: row.latitude,
      longitude: row.longitude,
      active: row.active,
      sample: row.sample,
      officeRegion: (row.officeRegion as PlaceView["officeRegion"]) ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function toPublic(row: PlaceRow): PublicPlace {
    const { email: _email, active: _active, updatedAt: _updatedAt, ...place } = toView(row);
    return place;
  }

  /** 400 with the field's message when the codes are not the checkout's, or the ward is another province's. */
  function checkLocation(input: Pick<PlaceInput, "provinceCode" | "wardCode">): Record<string, string[]> {
    const province = locations.listProvinces().find((candidate) => candidate.code === input.provinceCode);
    if (!province) return { provinceCode: ["Tỉnh/thành không có trong danh sách 34 tỉnh/thành"] };
    if (!locations.listWards(province.code).some((ward) => ward.code === input.wardCode)) {
      return { wardCode: [`Phường/xã không thuộc ${province.name}`] };
    }
    return {};
  }

  function parseInput(body: unknown): PlaceInput {
    const input = PlaceInputSchema.parse(body);
    const errors = checkLocation(input);
    if (Object.keys(errors).length) throw new ValidationError(Object.values(errors)[0]![0]!, errors);
    return input;
  }

  const columnsOf = (input: PlaceInput) => ({
    name: input.name,
    kind: input.kind,
    provinceCode: input.provinceCode,
    wardCode: input.wardCode,
    address: input.address,
    phone: input.phone,
    email: input.email,
    zalo: input.zalo,
    hours: input.hours,
    models: input.models,
    latitude: input.latitude,
    longitude: input.longitude,
    active: input.active,
  });
  type Columns = ReturnType<typeof columnsOf>;

  const sameColumns = (row: PlaceRow, columns: Columns) =>
    (Object.keys(columns) as Array<keyof Columns>).every((key) => JSON.stringify(row[key]) === JSON.stringify(columns[key]));

  async function freeSlug(executor: Db, name: string, taken?: Set<string>): Promise<string> {
    const root = slugify(name) || "dia-diem";
    const used = taken ?? new Set((await executor.select({ slug: places.slug }).from(places)).map((row) => row.slug));
    let slug = root;
    for (let suffix = 2; used.has(slug); suffix++) slug = `${root}-${suffix}`;
    used.add(slug);
    return slug;
  }

  async function activeRows(executor: Db = db): Promise<PlaceRow[]> {
    return executor.select().from(places).where(eq(places.active, true)).orderBy(asc(places.provinceCode), asc(places.name));
  }

  /** Vietnamese alphabetical order, the same on PGlite and PostgreSQL whatever the database's collation. */
  const collator = new Intl.Collator("vi");
  function filterRows(rows: PlaceRow[], query: { province?: string; ward?: string; kind?: PlaceKind; q?: string }): PlaceRow[] {
    return rows
      .filter(
      (row) =>
        (!query.province || row.provinceCode === query.province) &&
        (!query.ward || row.wardCode === query.ward) &&
        (!query.kind || row.kind === query.kind) &&
        (!query.q || matchesSearch(`${row.name} ${row.address}`, query.q)),
      )
      .sort((a, b) => a.provinceCode.localeCompare(b.provinceCode) || collator.compare(a.name, b.name));
  }

  /** The province a free-text address names ("…, Ninh Kiều, Cần Thơ"), the last one when several appear. */
  function provinceInText(address: string | null | undefined): string | null {
    if (!address) return null;
    const words = ` ${searchTokens(address).join(" ")} `;
    let best: { code: string; at: number } | null = null;
    for (const province of locations.listProvinces()) {
      const key = searchTokens(province.name)
        .join(" ")
        .replace(/^(thanh pho|tinh) /, "");
      const at = words.lastIndexOf(` ${key} `);
      if (at >= 0 && (!best || at > best.at)) best = { code: province.code, at };
    }
    return best?.code ?? null;
  }

  /** The ward of `provinceCode` a free-text address names ("…, Cái Răng, Cần Thơ"), the longest name when several do. */
  function wardInText(provinceCode: string, address: string | null | undefined): string | null {
    if (!address) return null;
    const words = ` ${searchTokens(address).join(" ")} `;
    let best: { code: string; length: number } | null = null;
    for (const ward of locations.listWards(provinceCode)) {
      const key = searchTokens(ward.name)
        .join(" ")
        .replace(/^(phuong|xa|dac khu) /, "");
      if (words.includes(` ${key} `) && (!best || key.length > best.length)) best = { code: ward.code, length: key.length };
    }
    return best?.code ?? null;
  }

  /** The nearest active place with an e-mail: the lead's ward first, then its province. */
  async function nearestPlace(executor: Db, provinceCode: string, wardCode: string | null, exclude: readonly number[] = []): Promise<PlaceRow | null> {
    const candidates = (
      await executor
        .select()
        .from(places)
        .where(and(eq(places.active, true), eq(places.provinceCode, provinceCode)))
    ).filter((row) => row.email && !exclude.includes(row.id));
    candidates.sort(
      (a, b) =>
        Number(b.wardCode === wardCode) - Number(a.wardCode === wardCode) || ROUTING_ORDER[a.kind] - ROUTING_ORDER[b.kind] || a.id - b.id,
    );
    return candidates[0] ?? null;
  }

  async function findRow(id: number, executor: Db = db): Promise<PlaceRow> {
    const [row] = await executor.select().from(places).where(eq(places.id, id));
    if (!row) throw new NotFoundError("Không tìm thấy địa điểm");
    return row;
  }

  /**
   * The codes a CSV row's province and ward cells name (a code, a name as people write it, or a name from before the
   * 2025 merger), or each cell's problem naming its column and value.
   */
  function locationOf(provinceCell: string, wardCell: string): { codes?: { provinceCode: string; wardCode: string }; problems: string[] } {
    if (!provinceCell.trim()) return { problems: [`${cellLabel("province_code", provinceCell)}: cần mã hoặc tên tỉnh/thành`] };
    const province = locations.matchProvince(provinceCell);
    if (!province.found) {
      const message = province.candidates.length
        ? `tên này khớp nhiều tỉnh/thành (${province.candidates.map((candidate) => candidate.name).join(", ")}), hãy ghi mã tỉnh/thành`
        : "không có trong danh sách 34 tỉnh/thành (ghi mã, ví dụ 92, hoặc tên, ví dụ Cần Thơ)";
      return { problems: [`${cellLabel("province_code", provinceCell)}: ${message}`] };
    }
    const where = province.found.name;
    if (!wardCell.trim()) return { problems: [`${cellLabel("ward_code", wardCell)}: cần mã hoặc tên phường/xã của ${where}`] };
    const ward = locations.matchWard(province.found.code, wardCell, province.former ? provinceCell : undefined);
    if (!ward.found) {
      const shown = ward.candidates.slice(0, 5).map((candidate) => candidate.name).join(", ");
      const message = ward.candidates.length
        ? `tên này khớp nhiều phường/xã của ${where} (${shown}${ward.candidates.length > 5 ? ", …" : ""}), hãy ghi mã phường/xã hoặc tên kèm quận/huyện cũ`
        : /^\d+$/.test(wardCell.trim())
          ? `Phường/xã không thuộc ${where}`
          : `không tìm thấy phường/xã này ở ${where} (tên hiện nay, tên trước sáp nhập 2025 như "Phường 12, Quận Gò Vấp", hoặc mã)`;
      return { problems: [`${cellLabel("ward_code", wardCell)}: ${message}`] };
    }
    return { codes: { provinceCode: province.found.code, wardCode: ward.found.code }, problems: [] };
  }

  return {
    /** `GET /api/places` and /dealers: active places, by province then name. */
    async list(rawQuery: unknown = {}): Promise<PublicPlace[]> {
      const query = PlaceQuerySchema.parse(rawQuery);
      return filterRows(await activeRows(), query).map(toPublic);
    },

    /** `GET /api/places/{slug}`: an active place, or a 404. */
    async bySlug(slug: string): Promise<PublicPlace> {
      const [row] = await db
        .select()
        .from(places)
        .where(and(eq(places.slug, slug), eq(places.active, true)));
      if (!row) throw new NotFoundError("Không tìm thấy đại lý hoặc trung tâm bảo hành");
      return toPublic(row);
    },

    /** The admin list: every place, inactive ones too, filtered. */
    async adminList(rawQuery: unknown = {}): Promise<PlaceView[]> {
      const query = AdminPlaceQuerySchema.parse(rawQuery);
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(places.active, query.status === "active"));
      const rows = await db
        .select()
        .from(places)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(places.provinceCode), asc(places.name));
      return filterRows(rows, query).map(toView);
    },

    async get(id: number): Promise<PlaceView> {
      return toView(await findRow(id));
    },

    async create(body: unknown, actor: Actor): Promise<PlaceView> {
      const input = parseInput(body);
      const view = await db.transaction(async (tx) => {
        const naturalKey = naturalKeyOf(input.name, input.wardCode);
        const [clash] = await tx.select({ id: places.id }).from(places).where(eq(places.naturalKey, naturalKey));
        if (clash) throw new ValidationError("Đã có địa điểm cùng tên ở phường/xã này", { name: ["Đã có địa điểm cùng tên ở phường/xã này"] });
        const [row] = await tx
          .insert(places)
          .values({ ...columnsOf(input), naturalKey, slug: await freeSlug(tx, input.name) })
          .returning();
        await writeAudit(tx, actor, {
          action: "place.create",
          entityType: "place",
          entityId: row!.id,
          summary: `Thêm ${PLACE_KIND_LABELS[input.kind].toLowerCase()}: ${input.name}`,
          after: columnsOf(input),
        });
        return toView(row!);
      });
      changed();
      return view;
    },

    /**
     * Edits a place. A regional office mirrored from the store settings keeps the settings' name, address and
     * phone (edited there, one source for the footer and the finder); its position, ward, hours and e-mail are
     * edited here.
     */
    async update(id: number, body: unknown, actor: Actor): Promise<PlaceView> {
      const view = await db.transaction(async (tx) => {
        const before = await findRow(id, tx);
        const raw = before.officeRegion
          ? { ...(body as object), name: before.name, address: before.address, phone: before.phone, kind: "head_office" }
          : body;
        const input = parseInput(raw);
        const naturalKey = before.officeRegion ? before.naturalKey : naturalKeyOf(input.name, input.wardCode);
        if (naturalKey !== before.naturalKey) {
          const [clash] = await tx.select({ id: places.id }).from(places).where(eq(places.naturalKey, naturalKey));
          if (clash) throw new ValidationError("Đã có địa điểm cùng tên ở phường/xã này", { name: ["Đã có địa điểm cùng tên ở phường/xã này"] });
        }
        const columns = columnsOf(input);
        const [row] = await tx
          .update(places)
          .set({ ...columns, naturalKey, updatedAt: new Date() })
          .where(eq(places.id, id))
          .returning();
        const changedKeys = (Object.keys(columns) as Array<keyof Columns>).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(columns[key]),
        );
        await writeAudit(tx, actor, {
          action: "place.update",
          entityType: "place",
          entityId: id,
          summary: `Sửa ${before.name}`,
          before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
          after: Object.fromEntries(changedKeys.map((key) => [key, columns[key]])),
        });
        if (before.active && !row!.active) await endDealerSessionsOfPlace(tx, id);
        return toView(row!);
      });
      changed();
      return view;
    },

    /** `DELETE /api/admin/places/{id}`: the place leaves the finder and the routing; leads keep their link. */
    async deactivate(id: number, actor: Actor): Promise<PlaceView> {
      const view = await db.transaction(async (tx) => {
        const before = await findRow(id, tx);
        const [row] = await tx.update(places).set({ active: false, updatedAt: new Date() }).where(eq(places.id, id)).returning();
        if (before.active) {
          await writeAudit(tx, actor, {
            action: "place.deactivate",
            entityType: "place",
            entityId: id,
            summary: `Ngừng hiển thị ${before.name}`,
            before: { active: true },
            after: { active: false },
          });
        }
        // Its dealers are signed out with it (decision 0053); the portal's guard refuses them from now on.
        await endDealerSessionsOfPlace(tx, id);
        return toView(row!);
      });
      changed();
      return view;
    },

    /**
     * `POST /api/admin/places/import`: the whole network from a CSV (header `PLACE_CSV_HEADER`), all or nothing.
     * Every row is checked first; any bad row refuses the file with each bad row's line and reason. Rows are upserted
     * by their natural key; a row equal to the stored place is left alone, so the same file twice changes nothing.
     */
    async importCsv(csvText: unknown, actor: Actor): Promise<ImportReport> {
      if (typeof csvText !== "string" || !csvText.trim()) {
        throw new RowsRejectedError("Tệp CSV trống", [{ line: 1, message: "Tệp CSV trống hoặc không phải văn bản" }]);
      }
      let records: Array<{ record: string[]; info: { lines: number } }>;
      try {
        records = parseCsv(csvText, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }) as never;
      } catch (error) {
        const line = (error as { lines?: number }).lines ?? 1;
        throw new RowsRejectedError("Tệp CSV không đọc được", [{ line, message: "Dòng này sai định dạng CSV (dấu ngoặc kép chưa đóng?)" }]);
      }
      const [header, ...rows] = records;
      const expected = PLACE_CSV_HEADER.join(",");
      if (!header || header.record.map((cell) => cell.toLowerCase()).join(",") !== expected) {
        throw new RowsRejectedError("Dòng tiêu đề không đúng", [{ line: 1, message: `Dòng đầu phải là: ${expected}` }]);
      }
      if (rows.length > MAX_IMPORT_ROWS) {
        throw new RowsRejectedError("Tệp quá lớn", [{ line: 1, message: `Tối đa ${MAX_IMPORT_ROWS} dòng mỗi lần nhập` }]);
      }

      const problems: Array<{ line: number; message: string }> = [];
      const inputs: Array<{ line: number; input: PlaceInput; naturalKey: string }> = [];
      const seen = new Map<string, number>();
      for (const { record, info } of rows) {
        const line = info.lines;
        if (record.length !== PLACE_CSV_HEADER.length) {
          problems.push({ line, message: `Cần ${PLACE_CSV_HEADER.length} cột, dòng này có ${record.length}` });
          continue;
        }
        const [name, kind, provinceCell, wardCell, address, phone, email, zalo, hours, latitude, longitude] = record;
        // The province and ward columns take a code or a name (decision 0063); a name is read into its code first.
        const location = locationOf(provinceCell!, wardCell!);
        const parsed = PlaceInputSchema.safeParse({
          name,
          kind,
          provinceCode: location.codes?.provinceCode ?? "00",
          wardCode: location.codes?.wardCode ?? "00000",
          address,
          phone,
          email,
          zalo,
          hours,
          latitude,
          longitude,
        });
        const messages = [...location.problems];
        if (!parsed.success) {
          const cells: Record<string, string | undefined> = { name, kind, address, phone, email, zalo, hours, latitude, longitude };
          for (const [field, fieldMessages] of Object.entries(fieldErrorsOf(parsed.error))) {
            if (field === "provinceCode" || field === "wardCode") continue;
            for (const message of new Set(fieldMessages)) messages.push(`${cellLabel(CSV_COLUMN_OF[field] ?? field, cells[field])}: ${message}`);
          }
        }
        if (messages.length || !parsed.success) {
          problems.push({ line, message: messages.join("; ") });
          continue;
        }
        const naturalKey = naturalKeyOf(parsed.data.name, parsed.data.wardCode);
        const earlier = seen.get(naturalKey);
        if (earlier !== undefined) {
          problems.push({ line, message: `Trùng với dòng ${earlier} (cùng tên, cùng phường/xã)` });
          continue;
        }
        seen.set(naturalKey, line);
        inputs.push({ line, input: parsed.data, naturalKey });
      }
      if (problems.length) {
        throw new RowsRejectedError(`Không nhập tệp: ${problems.length} dòng bị từ chối, chưa có gì thay đổi`, problems);
      }

      const report = await db.transaction(async (tx) => {
        const existing = await tx.select().from(places);
        const byKey = new Map(existing.map((row) => [row.naturalKey, row]));
        const slugs = new Set(existing.map((row) => row.slug));
        const result: ImportReport = { created: 0, updated: 0, unchanged: 0 };
        const fresh: Array<typeof places.$inferInsert> = [];
        for (const { input, naturalKey } of inputs) {
          const columns = columnsOf(input);
          const row = byKey.get(naturalKey);
          if (!row) {
            fresh.push({ ...columns, naturalKey, slug: await freeSlug(tx, input.name, slugs) });
            result.created++;
          } else if (sameColumns(row, columns)) {
            result.unchanged++;
          } else {
            await tx
              .update(places)
              .set({ ...columns, updatedAt: new Date() })
              .where(eq(places.id, row.id));
            result.updated++;
          }
        }
        // In slices: one statement's parameters stay far below PostgreSQL's limit of 65,535.
        for (let start = 0; start < fresh.length; start += 200) await tx.insert(places).values(fresh.slice(start, start + 200));
        if (result.created || result.updated) {
          await writeAudit(tx, actor, {
            action: "place.import",
            entityType: "place",
            summary: `Nhập CSV: ${result.created} mới, ${result.updated} cập nhật, ${result.unchanged} không đổi`,
            after: { ...result },
          });
        }
        return result;
      });
      if (report.created || report.updated) changed();
      return report;
    },

    /**
     * The store settings' three regional offices as places (called in the settings' own transaction): name,
     * street address and phone follow the settings; the province is read from the office's region name; the
     * place's ward, position, hours and e-mail stay as staff set them here. The three places themselves are made
     * by the migration that made the table (and the seed).
     */
    async syncOffices(executor: Db, offices: OfficeSettings[]): Promise<void> {
      const provinces = locations.listProvinces();
      for (const office of offices) {
        const key = searchTokens(office.addressRegion).join(" ");
        const province = provinces.find((candidate) => searchTokens(candidate.name).join(" ").replace(/^(thanh pho|tinh) /, "") === key.replace(/^(thanh pho|tinh|tp) /, ""));
        const address = `${office.streetAddress}, ${office.locality}`;
        const [row] = await executor.select().from(places).where(eq(places.officeRegion, office.region));
        if (row) {
          const set = { name: office.label, address, phone: office.phone, ...(province && province.code !== row.provinceCode ? { provinceCode: province.code } : {}) };
          if (row.name !== set.name || row.address !== set.address || row.phone !== set.phone || set.provinceCode) {
            // A new province needs a ward of it: its first ward until staff set the right one.
            const wardCode = set.provinceCode ? (locations.listWards(set.provinceCode)[0]?.code ?? row.wardCode) : row.wardCode;
            await executor
              .update(places)
              .set({ ...set, wardCode, updatedAt: new Date() })
              .where(eq(places.id, row.id));
          }
        }
      }
    },

    /**
     * Routes a just-stored lead (inside its transaction): its province and ward — given, or read from its address — and
     * the nearest active place with an e-mail. Returns the place, or null when routing is off or the province has
     * none. `toPlace: false` (the visitor did not agree to sharing with a dealer, issue 45, decision 0062): the
     * province and ward are kept for the desk, no place gets the lead.
     */
    async routeLead(executor: Db, lead: LeadForRouting, { toPlace = true }: { toPlace?: boolean } = {}): Promise<RoutedPlace | null> {
      const provinceCode = lead.values.provinceCode ?? provinceInText(lead.values.address);
      if (!provinceCode || !locations.listProvinces().some((province) => province.code === provinceCode)) return null;
      const wardCode = lead.values.wardCode ?? wardInText(provinceCode, lead.values.address);
      const place = toPlace && (await options.routingEnabled(executor)) ? await nearestPlace(executor, provinceCode, wardCode) : null;
      await executor
        .update(contactRequests)
        .set({ provinceCode, wardCode, routedPlaceId: place?.id ?? null })
        .where(eq(contactRequests.id, lead.id));
      if (place) await options.leadRouted?.(executor, lead.id, place.id);
      return place && { id: place.id, name: place.name, email: place.email };
    },

    /** Staff send a lead to another place (or to none); the new place gets the lead's alert. Audited. */
    async rerouteLead(
      leadId: number,
      body: unknown,
      actor: Actor,
      onRouted?: (tx: Db, lead: typeof contactRequests.$inferSelect, place: RoutedPlace) => Promise<void>,
    ): Promise<RoutedPlace | null> {
      const { placeId } = LeadRouteSchema.parse(body);
      return db.transaction(async (tx) => {
        const [lead] = await tx.select().from(contactRequests).where(eq(contactRequests.id, leadId)).for("update");
        if (!lead) throw new NotFoundError("Không tìm thấy yêu cầu liên hệ");
        const place = placeId === null ? null : await findRow(placeId, tx);
        if (place && !place.active) throw new ValidationError("Địa điểm đã ngừng hoạt động", { placeId: ["Địa điểm đã ngừng hoạt động"] });
        const before = lead.routedPlaceId ? (await tx.select({ name: places.name }).from(places).where(eq(places.id, lead.routedPlaceId)))[0] : undefined;
        await tx.update(contactRequests).set({ routedPlaceId: place?.id ?? null, updatedAt: new Date() }).where(eq(contactRequests.id, leadId));
        await options.leadRouted?.(tx, leadId, place?.id ?? null);
        await writeAudit(tx, actor, {
          action: "lead.route",
          entityType: "lead",
          entityId: leadId,
          summary: place ? `Chuyển tới ${place.name}` : "Bỏ chuyển tới đại lý",
          before: { place: before?.name ?? null },
          after: { place: place?.name ?? null },
        });
        const routed = place && { id: place.id, name: place.name, email: place.email };
        if (routed && onRouted) await onRouted(tx, lead, routed);
        return routed;
      });
    },

    /**
     * What the lead desk shows of routing for a page of leads: each routed place, the alerts queued to places for
     * each lead (newest last), and the re-route choices (active places of each lead's province).
     */
    async routingOf(leads: Array<{ id: number; provinceCode?: string | null; routedPlaceId?: number | null }>): Promise<LeadRouting> {
      const placeIds = [...new Set(leads.map((lead) => lead.routedPlaceId).filter((id): id is number => Boolean(id)))];
      const provinceCodes = new Set(leads.map((lead) => lead.provinceCode).filter(Boolean));
      const [routed, mails, active] = await Promise.all([
        placeIds.length ? db.select().from(places).where(inArray(places.id, placeIds)) : Promise.resolve([]),
        leads.length
          ? db
              .select({ subjectRef: notifications.subjectRef, recipient: notifications.recipient, status: notifications.status })
              .from(notifications)
              .where(and(eq(notifications.kind, "lead-place-alert"), inArray(notifications.subjectRef, leads.map((lead) => contactRequestReference(lead.id)))))
              .orderBy(asc(notifications.id))
          : Promise.resolve([]),
        activeRows(),
      ]);
      const result: LeadRouting = { places: {}, mails: {}, provinceNames: {}, choices: {}, portal: await portalStatesOf(db, leads.map((lead) => lead.id)) };
      for (const row of routed) result.places[row.id] = { id: row.id, name: row.name, email: row.email, slug: row.slug, active: row.active };
      for (const mail of mails) {
        const id = Number(mail.subjectRef?.split(":")[1]);
        (result.mails[id] ??= []).push({ recipient: mail.recipient, status: mail.status });
      }
      for (const code of provinceCodes) {
        result.provinceNames[code!] = provinceName(code!);
        result.choices[code!] = active.filter((row) => row.provinceCode === code).map((row) => ({ id: row.id, name: row.name, kind: row.kind }));
      }
      return result;
    },

    provinceInText,

    /**
     * Where a service request goes (decision 0064): the nearest active service centre of the machine's province that
     * answers in the portal (an opened, enabled account) — its ward first, then by id — leaving out the centres
     * already tried. Null when routing is off or none is left: the brand's service team keeps the request.
     */
    async nearestServiceCentre(executor: Db, request: { provinceCode: string | null; wardCode: string | null }, tried: readonly number[] = []): Promise<{ id: number; name: string } | null> {
      if (!request.provinceCode || !(await options.routingEnabled(executor))) return null;
      const candidates = await executor
        .selectDistinct({ id: places.id, name: places.name, wardCode: places.wardCode })
        .from(places)
        .innerJoin(dealerAccounts, eq(dealerAccounts.placeId, places.id))
        .where(
          and(
            eq(places.active, true),
            eq(places.kind, "service_center"),
            eq(places.provinceCode, request.provinceCode),
            isNotNull(dealerAccounts.password),
            isNull(dealerAccounts.disabledAt),
          ),
        );
      const open = candidates.filter((row) => !tried.includes(row.id));
      open.sort((a, b) => Number(b.wardCode === request.wardCode) - Number(a.wardCode === request.wardCode) || a.id - b.id);
      return open[0] ? { id: open[0].id, name: open[0].name } : null;
    },

    /** The next place for a lead its place did not take: the nearest one not yet tried (decision 0056). */
    async nextPlace(executor: Db, lead: { provinceCode: string | null; wardCode: string | null }, tried: readonly number[]): Promise<RoutedPlace | null> {
      if (!lead.provinceCode || !(await options.routingEnabled(executor))) return null;
      const place = await nearestPlace(executor, lead.provinceCode, lead.wardCode, tried);
      return place && { id: place.id, name: place.name, email: place.email };
    },
  };
}

export type PlaceService = ReturnType<typeof createPlaceService>;
