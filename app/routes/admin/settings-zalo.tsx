import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { ZaloEvent, ZaloEventSetting, ZaloSettingsView } from "#common/zalo";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Panel } from "~/components/admin/zalo-settings/panel";
import { ZaloEventTemplates } from "~/components/admin/zalo-settings/zalo-event-templates";
import { ZaloOptOutPanel } from "~/components/admin/zalo-settings/zalo-opt-out-panel";
import { ZaloTestPanel } from "~/components/admin/zalo-settings/zalo-test-panel";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/settings-zalo";

export { action, loader } from "./settings-zalo.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Tin nhắn Zalo (ZNS)");
}

const dateTime = new Intl.DateTimeFormat("vi-VN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Ho_Chi_Minh",
});

interface Draft {
  appId: string;
  secretKey: string;
  oaSecretKey: string;
  refreshToken: string;
  events: Record<ZaloEvent, ZaloEventSetting>;
}

const draftOf = (settings: ZaloSettingsView): Draft => ({
  appId: settings.appId,
  secretKey: "",
  oaSecretKey: "",
  refreshToken: "",
  events: settings.events,
});

export default function ZaloSettingsPage({ loaderData }: Route.ComponentProps) {
  const [view, setView] = useState(loaderData.settings);
  const [draft, setDraft] = useState(() => draftOf(loaderData.settings));
  const saving = useAdminAction<ZaloSettingsView>();
  const error = (field: string) => saving.fieldErrors[field]?.[0];
  const settings = loaderData.settings.updatedAt === view.updatedAt ? view : loaderData.settings;

  const setEvent = (event: ZaloEvent, change: Partial<ZaloEventSetting>) =>
    setDraft((current) => ({
      ...current,
      events: {
        ...current.events,
        [event]: { ...current.events[event], ...change },
      },
    }));
  const setParam = (event: ZaloEvent, index: number, name: string, field: string) =>
    setDraft((current) => {
      const entries = Object.entries(current.events[event].params);
      entries[index] = [name, field];
      return {
        ...current,
        events: {
          ...current.events,
          [event]: {
            ...current.events[event],
            params: Object.fromEntries(entries),
          },
        },
      };
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await saving.run(
      "save",
      {
        appId: draft.appId.trim(),
        secretKey: draft.secretKey,
        oaSecretKey: draft.oaSecretKey,
        refreshToken: draft.refreshToken,
        events: draft.events,
      },
      {
        success: "Đã lưu cài đặt Zalo",
        failure: "Không lưu được cài đặt Zalo",
      },
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
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Tin nhắn Zalo (ZNS)</h1>
      <p className="mt-1 max-w-3xl text-sm text-gray-600">
        Gửi tin đặt hàng, thanh toán, giao hàng và tư vấn cho khách qua Zalo Official Account của thương hiệu, bên cạnh e-mail. Khóa bí mật và refresh
        token được mã hóa khi lưu và không bao giờ hiện lại; để trống để giữ khóa đã lưu. Chưa cấu hình thì cửa hàng vẫn chỉ gửi e-mail.
      </p>

      {settings.alert && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="zalo-alert">
          <strong>Zalo báo lỗi cấu hình</strong>
          {settings.alertAt ? ` (${dateTime.format(new Date(settings.alertAt))})` : ""}: {settings.alert}
        </p>
      )}

      <form onSubmit={save} noValidate className="mt-6 space-y-6">
        <Panel title="Ứng dụng Zalo">
          <p className="mb-3 text-sm text-gray-600" data-testid="zalo-status">
            {settings.configured ? "Đã cấu hình" : "Chưa cấu hình"} · Secret key: {settings.hasSecretKey ? "đã lưu" : "chưa có"} · Refresh token:{" "}
            {settings.hasRefreshToken ? "đã lưu" : "chưa có"}
            {settings.accessTokenExpiresAt ? ` · Access token còn hạn đến ${dateTime.format(new Date(settings.accessTokenExpiresAt))}` : ""}
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <LabeledInput
              id="zalo-app-id"
              label="App ID"
              inputMode="numeric"
              value={draft.appId}
              onChange={(event) => setDraft({ ...draft, appId: event.target.value })}
              error={error("appId")}
            />
            <LabeledInput
              id="zalo-secret-key"
              label="Secret key của ứng dụng"
              type="password"
              autoComplete="off"
              placeholder={settings.hasSecretKey ? "•••••• (đã lưu)" : ""}
              value={draft.secretKey}
              onChange={(event) => setDraft({ ...draft, secretKey: event.target.value })}
              error={error("secretKey")}
            />
            <LabeledInput
              id="zalo-refresh-token"
              label="Refresh token của OA"
              type="password"
              autoComplete="off"
              placeholder={settings.hasRefreshToken ? "•••••• (đã lưu)" : ""}
              value={draft.refreshToken}
              onChange={(event) => setDraft({ ...draft, refreshToken: event.target.value })}
              error={error("refreshToken")}
            />
            <LabeledInput
              id="zalo-oa-secret-key"
              label="OA secret key (xác nhận khách đã nhận tin, không bắt buộc)"
              type="password"
              autoComplete="off"
              placeholder={settings.hasOaSecretKey ? "•••••• (đã lưu)" : ""}
              value={draft.oaSecretKey}
              onChange={(event) => setDraft({ ...draft, oaSecretKey: event.target.value })}
              error={error("oaSecretKey")}
            />
          </div>
          <p className="mt-2 text-xs text-gray-500">
            Địa chỉ webhook khai báo với Zalo để nhận báo “khách đã nhận tin”: /api/zalo/events trên tên miền của cửa hàng.
          </p>
        </Panel>

        <ZaloEventTemplates events={draft.events} setEvent={setEvent} setParam={setParam} error={error} />

        <button
          type="submit"
          disabled={saving.busy}
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50"
        >
          Lưu cài đặt Zalo
        </button>
      </form>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ZaloTestPanel />

        <ZaloOptOutPanel optOuts={settings.optOuts} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
