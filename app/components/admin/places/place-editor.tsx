import { useState, type FormEvent } from "react";
import type { PlaceView } from "#common/places";
import { FormDialog } from "~/components/admin/ui/admin-dialog";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { ProvinceWardSelects } from "~/components/admin/province-ward-selects";
import { PLACE_KIND_OPTIONS, PlaceSelect } from "~/components/places/place-select";

/** A place as the editor holds it: the form's text, the id of the place it edits. */
export type PlaceDraft = Record<string, string | boolean | number | null> & { id?: number };

/** "LS-200, LT-300" as the list the service stores. */
const modelsOf = (text: string) =>
  text
    .split(",")
    .map((model) => model.trim())
    .filter(Boolean);

export const EMPTY_PLACE_DRAFT: PlaceDraft = {
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

export function placeDraftOf(place: PlaceView): PlaceDraft {
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
    latitude: place.latitude === null ? "" : String(place.latitude),
    longitude: place.longitude === null ? "" : String(place.longitude),
    active: place.active,
    officeRegion: place.officeRegion,
  };
}

/** The dialog that adds a place or edits one; a regional office's name, address and phone are edited in the store settings. */
export function PlaceEditor({ draft, provinces, onClose }: { draft: PlaceDraft; provinces: Array<{ code: string; name: string }>; onClose: () => void }) {
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
      <PlaceSelect id="place-kind" label="Loại" options={PLACE_KIND_OPTIONS} value={String(values.kind)} onChange={set("kind")} className={ADMIN_INPUT_CLASS} disabled={fromSettings} />
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
      <LabeledInput id="place-hours" label="Giờ mở cửa (8:00-20:00 mọi ngày, hoặc T2-T7 08:00-17:30; CN 08:00-12:00)" value={String(values.hours)} onChange={set("hours")} error={error("hours")} />
      <LabeledInput id="place-models" label="Mẫu máy trưng bày / bảo hành (cách nhau bởi dấu phẩy)" value={String(values.models)} onChange={set("models")} error={error("models")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledInput id="place-latitude" label="Vĩ độ" inputMode="decimal" value={String(values.latitude ?? "")} onChange={set("latitude")} error={error("latitude")} />
        <LabeledInput id="place-longitude" label="Kinh độ" inputMode="decimal" value={String(values.longitude ?? "")} onChange={set("longitude")} error={error("longitude")} />
      </div>
      <p className="text-sm text-gray-600">Để trống cả vĩ độ và kinh độ nếu chưa có: địa điểm vẫn có trong danh sách tìm đại lý, nhưng không hiện trên bản đồ.</p>
    </FormDialog>
  );
}
