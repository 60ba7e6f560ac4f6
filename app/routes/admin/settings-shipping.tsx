import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { GhnSettingsView } from "#common/schemas/shipments";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Panel } from "~/components/admin/zalo-settings/panel";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/settings-shipping";

export { action, loader } from "./settings-shipping.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Vận chuyển (GHN)");
}

interface Draft {
  token: string;
  shopId: string;
  environment: "sandbox" | "live";
  fromDistrictId: string;
  fromWardCode: string;
}

const draftOf = (settings: GhnSettingsView): Draft => ({
  token: "",
  shopId: settings.shopId ? String(settings.shopId) : "",
  environment: settings.environment,
  fromDistrictId: settings.fromDistrictId ? String(settings.fromDistrictId) : "",
  fromWardCode: settings.fromWardCode,
});

/**
 * The owner's carrier account (decision 0052): GHN's API token (sealed when saved, never shown again; empty keeps the
 * stored one), the shop id, sandbox or live, and where GHN picks the machines up. Until it is complete, staff only
 * see the shop's own delivery team.
 */
export default function ShippingSettingsPage({ loaderData }: Route.ComponentProps) {
  const [view, setView] = useState(loaderData.settings);
  const [draft, setDraft] = useState(() => draftOf(loaderData.settings));
  const saving = useAdminAction<GhnSettingsView>();
  const error = (field: string) => saving.fieldErrors[field]?.[0];
  const settings = loaderData.settings.updatedAt === view.updatedAt ? view : loaderData.settings;

  async function save(event: FormEvent, clearToken = false) {
    event.preventDefault();
    const result = await saving.run(
      "save",
      { ...draft, token: clearToken ? "" : draft.token, clearToken },
      { success: "Đã lưu cài đặt vận chuyển", failure: "Không lưu được cài đặt vận chuyển" },
    );
    if (!result) return;
    setView(result);
    setDraft(draftOf(result));
  }

  return (
    <section>
      <Link to="/admin/settings" className="text-sm text-brand-700 hover:underline">
        ← Cài đặt cửa hàng
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Vận chuyển (GHN)</h1>
      <p className="mt-1 max-w-3xl text-sm text-gray-600">
        Giao máy qua Giao Hàng Nhanh bên cạnh đội giao hàng và lắp đặt của cửa hàng: tạo vận đơn, in nhãn và tự cập nhật trạng thái. Token được mã hóa
        khi lưu và không bao giờ hiện lại; để trống để giữ token đã lưu. Chưa cấu hình thì chỉ có đội giao hàng của cửa hàng.
      </p>
      <form onSubmit={(event) => void save(event)} noValidate className="mt-6 space-y-6">
        <Panel title="Tài khoản GHN">
          <p className="mb-3 text-sm text-gray-600" data-testid="ghn-status">
            {settings.configured ? "Đã cấu hình" : "Chưa cấu hình"} · Token: {settings.hasToken ? "đã lưu" : "chưa có"}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledInput
              id="ghn-token"
              label="Token API"
              type="password"
              autoComplete="off"
              placeholder={settings.hasToken ? "•••••• (đã lưu)" : ""}
              value={draft.token}
              onChange={(event) => setDraft({ ...draft, token: event.target.value })}
              error={error("token")}
            />
            <LabeledInput id="ghn-shop-id" label="Mã cửa hàng (ShopId)" inputMode="numeric" value={draft.shopId} onChange={(event) => setDraft({ ...draft, shopId: event.target.value })} error={error("shopId")} />
            <label className="grid gap-1 text-sm">
              <span className="font-medium text-gray-700">Môi trường</span>
              <select value={draft.environment} onChange={(event) => setDraft({ ...draft, environment: event.target.value as Draft["environment"] })} className="rounded-md border border-gray-300 px-3 py-2">
                <option value="sandbox">Thử nghiệm (dev-online-gateway.ghn.vn)</option>
                <option value="live">Thật (online-gateway.ghn.vn)</option>
              </select>
            </label>
          </div>
        </Panel>
        <Panel title="Nơi lấy hàng">
          <p className="mb-3 text-sm text-gray-600">Mã quận/huyện và mã phường/xã theo danh mục địa chỉ của GHN (xem trong trang quản lý cửa hàng trên GHN).</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledInput id="ghn-district" label="Mã quận/huyện (from_district_id)" inputMode="numeric" value={draft.fromDistrictId} onChange={(event) => setDraft({ ...draft, fromDistrictId: event.target.value })} error={error("fromDistrictId")} />
            <LabeledInput id="ghn-ward" label="Mã phường/xã (from_ward_code)" value={draft.fromWardCode} onChange={(event) => setDraft({ ...draft, fromWardCode: event.target.value })} error={error("fromWardCode")} />
          </div>
        </Panel>
        <Panel title="Cập nhật trạng thái từ GHN">
          <p className="text-sm text-gray-600">
            Gửi địa chỉ này cho GHN để đăng ký webhook: <code className="break-all rounded bg-gray-100 px-1">{settings.callbackUrl}</code>. Mỗi lần GHN báo, cửa hàng hỏi lại GHN trạng thái
            đơn trước khi cập nhật.
          </p>
        </Panel>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={saving.busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            Lưu
          </button>
          {settings.hasToken && (
            <button type="button" disabled={saving.busy} onClick={(event) => void save(event, true)} className="rounded-md border border-red-300 px-4 py-2 text-red-700 hover:bg-red-50 disabled:opacity-50">
              Xóa token (ngừng dùng GHN)
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
