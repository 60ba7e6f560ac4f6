import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { PLACE_KIND_LABELS, type PlaceView } from "#common/places";
import { PlaceCsvImport } from "~/components/admin/places/place-csv-import";
import { EMPTY_PLACE_DRAFT, PlaceEditor, placeDraftOf, type PlaceDraft } from "~/components/admin/places/place-editor";
import { ConfirmDialog } from "~/components/admin/ui/confirm-dialog";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { PLACE_KIND_OPTIONS, PlaceSelect } from "~/components/places/place-select";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/places";

export function meta() {
  return adminMeta("Đại lý & trung tâm bảo hành");
}

export { loader, action } from "./places.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

const FILTER_LABEL = "block text-sm font-medium text-gray-800";
const FILTER_SELECT = "mt-1 rounded-md border border-gray-300 bg-white px-3 py-2";
const STATUS_OPTIONS = [
  { code: "active", name: "Đang hiển thị" },
  { code: "inactive", name: "Đã ngừng" },
];

export default function AdminPlaces({ loaderData }: Route.ComponentProps) {
  const { places, provinces } = loaderData;
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState<PlaceDraft | null>(null);
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
        <button type="button" onClick={() => setEditing(EMPTY_PLACE_DRAFT)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Thêm địa điểm
        </button>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <PlaceSelect
          id="places-province"
          label="Tỉnh/thành"
          labelClassName={FILTER_LABEL}
          noneOption="Tất cả"
          options={provinces}
          name="province"
          defaultValue={filter("province")}
          key={`p-${filter("province")}`}
          className={FILTER_SELECT}
        />
        <PlaceSelect
          id="places-kind"
          label="Loại"
          labelClassName={FILTER_LABEL}
          noneOption="Tất cả"
          options={PLACE_KIND_OPTIONS}
          name="kind"
          defaultValue={filter("kind")}
          key={`k-${filter("kind")}`}
          className={FILTER_SELECT}
        />
        <PlaceSelect
          id="places-status"
          label="Trạng thái"
          labelClassName={FILTER_LABEL}
          noneOption="Tất cả"
          options={STATUS_OPTIONS}
          name="status"
          defaultValue={filter("status")}
          key={`s-${filter("status")}`}
          className={FILTER_SELECT}
        />
        <LabeledInput id="places-q" label="Tìm kiếm" type="search" name="q" defaultValue={filter("q")} key={`q-${filter("q")}`} placeholder="Tên hoặc địa chỉ" className="mt-1 block w-56 rounded-md border border-gray-300 px-3 py-2" />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Lọc
        </button>
      </Form>

      <PlaceCsvImport />

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
                  {place.latitude === null && <span className="block text-xs text-amber-800">Chưa có tọa độ: không hiện trên bản đồ</span>}
                </td>
                <td className="px-3 py-2">
                  {place.phone}
                  {place.email && <span className="block text-xs text-gray-500">{place.email}</span>}
                </td>
                <td className="px-3 py-2">{place.active ? "Đang hiển thị" : "Đã ngừng"}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => setEditing(placeDraftOf(place))} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-100" aria-label={`Sửa ${place.name}`}>
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
