import { useState, type FormEvent } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { PLACE_CSV_HEADER, PLACE_KIND_LABELS, PLACE_KINDS, type PlaceKind, type PlaceView } from "#common/places";
import { AdminPlaceQuerySchema } from "#common/schemas/places";
import { FormDialog } from "~/components/admin/ui/admin-dialog";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { ProvinceWardSelects } from "~/components/admin/province-ward-selects";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { PlaceSelect } from "~/components/places/place-select";
import type { Route } from "./+types/places";

/** The import's answer on this page: the counts, or each refused row (nothing was imported). */
type ImportOutcome =
  | { imported: true; created: number; updated: number; unchanged: number }
  | { imported: false; message: string; rows: Array<{ line: number; message: string }> };

/** A CSV of a few megabytes at most: ~300 places are ~40 kB. */
const IMPORT_LIMIT_BYTES = 2 * 1024 * 1024;

export function meta() {
  return adminMeta("Đại lý & trung tâm bảo hành");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = AdminPlaceQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    places: await context.services.places.adminList(query),
    provinces: context.services.locations.listProvinces(),
  };
}

/** The same places service as `/api/admin/places` (decision 0032). */
export const action = adminActions(
  {
    save: ({ services, payload, actor }) => {
      const { id, ...place } = payload;
      return id ? services.places.update(Number(id), place, actor) : services.places.create(place, actor);
    },
    deactivate: ({ services, id, actor }) => services.places.deactivate(id("Mã địa điểm"), actor),
    activate: async ({ services, id, actor }) => {
      const place = await services.places.get(id("Mã địa điểm"));
      return services.places.update(place.id, { ...place, active: true }, actor);
    },
    import: async ({ services, payload, actor }): Promise<ImportOutcome> => {
      const file = payload.file;
      const csv = file instanceof File ? await file.text() : "";
      try {
        return { imported: true, ...(await services.places.importCsv(csv, actor)) };
      } catch (error) {
        // A refused file is an answer to show row by row, not a toast.
        const rows = (error as { details?: { rows?: Array<{ line: number; message: string }> } }).details?.rows;
        if (rows) return { imported: false, message: (error as Error).message, rows };
        throw error;
      }
    },
  },
  { bodyLimit: { bytes: IMPORT_LIMIT_BYTES, message: "Tệp CSV quá lớn (tối đa 2 MB)" } },
);
export { adminClientAction as clientAction } from "~/lib/admin-action";

type Draft = Record<string, string | boolean | number | null> & { id?: number };

/** "LS-200, CF-100" as the list the service stores. */
const modelsOf = (text: string) =>
  text
    .split(",")
    .map((model) => model.trim())
    .filter(Boolean);

const EMPTY_DRAFT: Draft = {
  name: "",
  kind: "dealer",
  provinceCode: "",
  wardCode: "",
  address: "",
  phone: "",
  email: "",
  zalo: "",
  hours: "T2-T7 08:00-17:30",
  models: "",
  latitude: "",
  longitude: "",
  active: true,
};

function draftOf(place: PlaceView): Draft {
  return {
    id: place.id,
    name: place.name,
    kind: place.kind,
    provinceCode: place.provinceCode,
    wardCode: place.wardCode,
    address: place.address,
    phone: place.phone,
    email: place.email ?? "",
    zalo: place.zalo ?? "",
    hours: place.hours ?? "",
    models: place.models.join(", "),
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    active: place.active,
    officeRegion: place.officeRegion,
  };
}

function PlaceEditor({ draft, provinces, onClose }: { draft: Draft; provinces: Array<{ code: string; name: string }>; onClose: () => void }) {
  const { run, busy, fieldErrors } = useAdminAction<PlaceView>();
  const [values, setValues] = useState(draft);
  const fromSettings = Boolean(draft.officeRegion);
  const set = (field: string) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));
  const error = (field: string) => fieldErrors[field]?.[0];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { officeRegion: _officeRegion, ...payload } = values;
    const saved = await run("save", { ...payload, models: modelsOf(String(values.models ?? "")) }, { success: "Đã lưu địa điểm", failure: "Không lưu được" });
    if (saved) onClose();
  }

  return (
    <FormDialog title={draft.id ? `Sửa ${draft.name}` : "Thêm đại lý / trung tâm"} submitLabel="Lưu" busy={busy} onSubmit={submit} onClose={onClose}>
      {fromSettings && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">Tên, địa chỉ và điện thoại của văn phòng khu vực sửa trong Cài đặt cửa hàng.</p>}
      <LabeledInput id="place-name" label="Tên" value={String(values.name)} onChange={set("name")} error={error("name")} disabled={fromSettings} required />
      <div>
        <label htmlFor="place-kind" className="block text-sm font-medium text-gray-700">
          Loại
        </label>
        <select id="place-kind" value={String(values.kind)} onChange={set("kind")} className={ADMIN_INPUT_CLASS} disabled={fromSettings}>
          {PLACE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PLACE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ProvinceWardSelects
          idPrefix="place"
          provinceLabel="Tỉnh/thành"
          provinces={provinces}
          value={{ provinceCode: String(values.provinceCode ?? ""), wardCode: String(values.wardCode ?? "") }}
          onChange={(place) => setValues((old) => ({ ...old, ...place }))}
          errors={{ provinceCode: error("provinceCode"), wardCode: error("wardCode") }}
        />
      </div>
      <LabeledInput id="place-address" label="Địa chỉ" value={String(values.address)} onChange={set("address")} error={error("address")} disabled={fromSettings} required />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledInput id="place-phone" label="Điện thoại" value={String(values.phone)} onChange={set("phone")} error={error("phone")} disabled={fromSettings} required />
        <LabeledInput id="place-email" label="E-mail nhận yêu cầu" type="email" value={String(values.email)} onChange={set("email")} error={error("email")} />
      </div>
      <LabeledInput id="place-zalo" label="Zalo (https://zalo.me/…)" value={String(values.zalo)} onChange={set("zalo")} error={error("zalo")} />
      <LabeledInput id="place-hours" label="Giờ mở cửa (T2-T7 08:00-17:30; CN 08:00-12:00)" value={String(values.hours)} onChange={set("hours")} error={error("hours")} />
      <LabeledInput id="place-models" label="Mẫu máy trưng bày / bảo hành (cách nhau bởi dấu phẩy)" value={String(values.models)} onChange={set("models")} error={error("models")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledInput id="place-latitude" label="Vĩ độ" inputMode="decimal" value={String(values.latitude)} onChange={set("latitude")} error={error("latitude")} required />
        <LabeledInput id="place-longitude" label="Kinh độ" inputMode="decimal" value={String(values.longitude)} onChange={set("longitude")} error={error("longitude")} required />
      </div>
    </FormDialog>
  );
}

function CsvImport() {
  const { run, busy } = useAdminAction<ImportOutcome>();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await run("import", form, { failure: "Không nhập được tệp" });
    setOutcome(result);
  }
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-labelledby="place-import-title">
      <h2 id="place-import-title" className="font-semibold text-gray-900">
        Nhập cả mạng lưới từ CSV
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Dòng đầu: <code className="text-xs">{PLACE_CSV_HEADER.join(",")}</code>. Cả tệp được nhập hoặc không dòng nào: một dòng sai thì không có
        gì thay đổi. Địa điểm cùng tên trong cùng phường/xã được cập nhật, nên nhập lại cùng một tệp không thay đổi gì.
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-center gap-3">
        <input type="file" name="file" accept=".csv,text/csv" required aria-label="Tệp CSV đại lý" className="text-sm" />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Nhập CSV
        </button>
      </form>
      {outcome?.imported && (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
          Đã nhập: {outcome.created} mới, {outcome.updated} cập nhật, {outcome.unchanged} không đổi.
        </p>
      )}
      {outcome && !outcome.imported && (
        <div role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{outcome.message}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {outcome.rows.map((row) => (
              <li key={row.line}>
                Dòng {row.line}: {row.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export default function AdminPlaces({ loaderData }: Route.ComponentProps) {
  const { places, provinces } = loaderData;
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deactivating, setDeactivating] = useState<PlaceView | null>(null);
  const { run, busy } = useAdminAction<PlaceView>();
  const filter = (name: string) => searchParams.get(name) ?? "";
  const provinceName = (code: string) => provinces.find((province) => province.code === code)?.name ?? code;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Đại lý & trung tâm bảo hành</h1>
          <p className="mt-1 text-sm text-gray-600">
            {places.length} địa điểm.{" "}
            <Link to="/dealers" className="text-brand-800 underline">
              Xem trang tìm đại lý
            </Link>
          </p>
        </div>
        <button type="button" onClick={() => setEditing(EMPTY_DRAFT)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Thêm địa điểm
        </button>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <PlaceSelect
          id="places-province"
          label="Tỉnh/thành"
          labelClassName="block text-sm font-medium text-gray-800"
          noneOption="Tất cả"
          options={provinces}
          name="province"
          defaultValue={filter("province")}
          key={`p-${filter("province")}`}
          className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2"
        />
        <div>
          <label htmlFor="places-kind" className="block text-sm font-medium text-gray-800">
            Loại
          </label>
          <select id="places-kind" name="kind" defaultValue={filter("kind")} key={`k-${filter("kind")}`} className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2">
            <option value="">Tất cả</option>
            {PLACE_KINDS.map((kind: PlaceKind) => (
              <option key={kind} value={kind}>
                {PLACE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="places-status" className="block text-sm font-medium text-gray-800">
            Trạng thái
          </label>
          <select id="places-status" name="status" defaultValue={filter("status")} key={`s-${filter("status")}`} className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2">
            <option value="">Tất cả</option>
            <option value="active">Đang hiển thị</option>
            <option value="inactive">Đã ngừng</option>
          </select>
        </div>
        <LabeledInput id="places-q" label="Tìm kiếm" type="search" name="q" defaultValue={filter("q")} key={`q-${filter("q")}`} placeholder="Tên hoặc địa chỉ" className="mt-1 block w-56 rounded-md border border-gray-300 px-3 py-2" />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Lọc
        </button>
      </Form>

      <CsvImport />

      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Đại lý và trung tâm bảo hành</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-2">Tên</th>
              <th scope="col" className="px-3 py-2">Loại</th>
              <th scope="col" className="px-3 py-2">Địa bàn</th>
              <th scope="col" className="px-3 py-2">Liên hệ</th>
              <th scope="col" className="px-3 py-2">Trạng thái</th>
              <th scope="col" className="px-3 py-2">Thao tác</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {places.map((place) => (
              <tr key={place.id} className="align-top" data-testid="admin-place-row">
                <th scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                  {place.name}
                  {place.sample && <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">mẫu</span>}
                  <span className="block text-xs font-normal text-gray-500">{place.address}</span>
                </th>
                <td className="px-3 py-2">{PLACE_KIND_LABELS[place.kind]}</td>
                <td className="px-3 py-2">
                  {place.wardName}, {provinceName(place.provinceCode)}
                </td>
                <td className="px-3 py-2">
                  {place.phone}
                  {place.email && <span className="block text-xs text-gray-500">{place.email}</span>}
                </td>
                <td className="px-3 py-2">{place.active ? "Đang hiển thị" : "Đã ngừng"}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => setEditing(draftOf(place))} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-100" aria-label={`Sửa ${place.name}`}>
                      Sửa
                    </button>
                    {place.active ? (
                      <button type="button" disabled={busy} onClick={() => setDeactivating(place)} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-100" aria-label={`Ngừng hiển thị ${place.name}`}>
                        Ngừng hiển thị
                      </button>
                    ) : (
                      <button type="button" disabled={busy} onClick={() => void run("activate", { id: place.id }, { success: "Đã hiển thị lại" })} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-100">
                        Hiển thị lại
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing && <PlaceEditor draft={editing} provinces={provinces} onClose={() => setEditing(null)} />}
      {deactivating && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeactivating(null)}
          busy={busy}
          title={`Ngừng hiển thị ${deactivating.name}?`}
          description="Địa điểm rời khỏi trang tìm đại lý và không nhận yêu cầu mới; các yêu cầu cũ vẫn giữ liên kết."
          confirmLabel="Ngừng hiển thị"
          onConfirm={() => {
            void run("deactivate", { id: deactivating.id }, { success: "Đã ngừng hiển thị" }).then(() => setDeactivating(null));
          }}
        />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
