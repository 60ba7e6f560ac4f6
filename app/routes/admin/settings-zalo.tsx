import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { ZALO_EVENT_KEYS, ZALO_EVENTS, type ZaloEvent, type ZaloEventSetting, type ZaloSettingsView } from "#common/zalo";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/settings-zalo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.services.zalo.view() };
}

/** The same Zalo channel service as `PUT /api/admin/settings/zalo`, `…/zalo/test` and the opt-out routes. */
export const action = adminActions({
  save: ({ services, payload, actor }) => services.zalo.update(payload, actor),
  test: ({ services, payload }) => services.zalo.sendTest(payload),
  optOut: ({ services, payload }) => services.zalo.optOut(payload, "staff"),
  optIn: ({ services, payload }) => services.zalo.optIn(payload),
});
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
  const [testPhone, setTestPhone] = useState("");
  const [optOutPhone, setOptOutPhone] = useState("");
  const saving = useAdminAction<ZaloSettingsView>();
  const testing = useAdminAction<{
    ok: true;
    messageId: string | null;
    event: ZaloEvent;
  }>();
  const optOuts = useAdminAction<{ phone: string }>();
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

  async function sendTest(event: FormEvent) {
    event.preventDefault();
    await testing.run(
      "test",
      { phone: testPhone },
      {
        success: "Đã gửi tin thử",
        successDescription: (result) => `Mẫu “${ZALO_EVENTS[result.event].label}”, mã tin Zalo ${result.messageId ?? "—"}`,
        failure: "Không gửi được tin thử",
      },
    );
  }

  async function markOptOut(event: FormEvent) {
    event.preventDefault();
    if (await optOuts.run("optOut", { phone: optOutPhone }, { success: "Đã ghi nhận: số này không nhận tin Zalo" })) setOptOutPhone("");
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

        <Panel title="Mẫu tin theo sự kiện">
          <p className="mb-3 text-sm text-gray-600">
            Mỗi sự kiện dùng một mẫu ZNS đã được Zalo duyệt. Ghép tên tham số trong mẫu với thông tin của cửa hàng.
          </p>
          <div className="space-y-4">
            {ZALO_EVENT_KEYS.map((key) => {
              const setting = draft.events[key];
              const fields = Object.entries(ZALO_EVENTS[key].fields);
              return (
                <fieldset key={key} className="rounded-lg border border-gray-200 p-3" data-testid={`zalo-event-${key}`}>
                  <legend className="px-1 text-sm font-semibold text-gray-900">{ZALO_EVENTS[key].label}</legend>
                  <div className="flex flex-wrap items-end gap-4">
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={setting.enabled} onChange={(event) => setEvent(key, { enabled: event.target.checked })} />
                      Gửi tin Zalo
                    </label>
                    <div className="w-48">
                      <LabeledInput
                        id={`zalo-template-${key}`}
                        label="Mã mẫu ZNS (template id)"
                        value={setting.templateId}
                        onChange={(event) =>
                          setEvent(key, {
                            templateId: event.target.value.trim(),
                          })
                        }
                        error={error(`events.${key}.templateId`)}
                      />
                    </div>
                  </div>
                  <table className="mt-3 text-sm">
                    <thead>
                      <tr className="text-left text-gray-500">
                        <th className="pr-3 font-medium">Tham số trong mẫu</th>
                        <th className="font-medium">Thông tin gửi vào</th>
                      </tr>
                    </thead>
                    <tbody>
                      {Object.entries(setting.params).map(([name, field], index) => (
                        <tr key={index}>
                          <td className="pr-3">
                            <input
                              aria-label="Tham số trong mẫu"
                              className={`${ADMIN_INPUT_CLASS} py-1`}
                              value={name}
                              onChange={(event) => setParam(key, index, event.target.value.trim(), field)}
                            />
                          </td>
                          <td>
                            <select
                              aria-label="Thông tin gửi vào"
                              className={`${ADMIN_INPUT_CLASS} py-1`}
                              value={field}
                              onChange={(event) => setParam(key, index, name, event.target.value)}
                            >
                              {fields.map(([fieldKey, definition]) => (
                                <option key={fieldKey} value={fieldKey}>
                                  {definition.label}
                                </option>
                              ))}
                            </select>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </fieldset>
              );
            })}
          </div>
        </Panel>

        <button
          type="submit"
          disabled={saving.busy}
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50"
        >
          Lưu cài đặt Zalo
        </button>
      </form>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel title="Gửi tin thử đến điện thoại của tôi">
          <form onSubmit={sendTest} noValidate className="flex flex-wrap items-end gap-3">
            <div className="w-56">
              <LabeledInput
                id="zalo-test-phone"
                label="Số điện thoại (có Zalo)"
                inputMode="tel"
                value={testPhone}
                onChange={(event) => setTestPhone(event.target.value)}
                error={testing.fieldErrors.phone?.[0]}
              />
            </div>
            <button
              type="submit"
              disabled={testing.busy}
              className="rounded-md border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50"
            >
              Gửi tin thử
            </button>
          </form>
          <p className="mt-2 text-xs text-gray-500">Dùng mẫu của sự kiện đầu tiên đang bật, với dữ liệu mẫu.</p>
        </Panel>

        <Panel title="Số điện thoại không nhận tin Zalo">
          <form onSubmit={markOptOut} noValidate className="flex flex-wrap items-end gap-3">
            <div className="w-56">
              <LabeledInput
                id="zalo-opt-out-phone"
                label="Số điện thoại"
                inputMode="tel"
                value={optOutPhone}
                onChange={(event) => setOptOutPhone(event.target.value)}
                error={optOuts.fieldErrors.phone?.[0]}
              />
            </div>
            <button
              type="submit"
              disabled={optOuts.busy}
              className="rounded-md border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50"
            >
              Ngừng gửi Zalo
            </button>
          </form>
          {settings.optOuts.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm">
              {settings.optOuts.map((optOut) => (
                <li key={optOut.phone} className="flex items-center gap-3">
                  <span>{optOut.phone.replace(/^84/, "0")}</span>
                  <span className="text-xs text-gray-500">{optOut.source === "buyer" ? "khách tự từ chối" : "nhân viên ghi nhận"}</span>
                  <button
                    type="button"
                    className="text-xs text-brand-700 underline"
                    onClick={() => void optOuts.run("optIn", { phone: optOut.phone }, { success: "Đã cho phép gửi Zalo lại" })}
                  >
                    Cho phép lại
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
