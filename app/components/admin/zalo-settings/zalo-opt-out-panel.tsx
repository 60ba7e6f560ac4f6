import { useState, type FormEvent } from "react";
import type { ZaloSettingsView } from "#common/zalo";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Panel } from "./panel";

/** The phones that get no Zalo message (the buyer's own refusal or staff's note), and staff marking one. */
export function ZaloOptOutPanel({ optOuts }: { optOuts: ZaloSettingsView["optOuts"] }) {
  const [optOutPhone, setOptOutPhone] = useState("");
  const optOutAction = useAdminAction<{ phone: string }>();

  async function markOptOut(event: FormEvent) {
    event.preventDefault();
    if (await optOutAction.run("optOut", { phone: optOutPhone }, { success: "Đã ghi nhận: số này không nhận tin Zalo" })) setOptOutPhone("");
  }

  return (
    <Panel title="Số điện thoại không nhận tin Zalo">
      <form onSubmit={markOptOut} noValidate className="flex flex-wrap items-end gap-3">
        <div className="w-56">
          <LabeledInput
            id="zalo-opt-out-phone"
            label="Số điện thoại"
            inputMode="tel"
            value={optOutPhone}
            onChange={(event) => setOptOutPhone(event.target.value)}
            error={optOutAction.fieldErrors.phone?.[0]}
          />
        </div>
        <button
          type="submit"
          disabled={optOutAction.busy}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50"
        >
          Ngừng gửi Zalo
        </button>
      </form>
      {optOuts.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {optOuts.map((optOut) => (
            <li key={optOut.phone} className="flex items-center gap-3">
              <span>{optOut.phone.replace(/^84/, "0")}</span>
              <span className="text-xs text-gray-500">{optOut.source === "buyer" ? "khách tự từ chối" : "nhân viên ghi nhận"}</span>
              <button
                type="button"
                className="text-xs text-brand-700 underline"
                onClick={() => void optOutAction.run("optIn", { phone: optOut.phone }, { success: "Đã cho phép gửi Zalo lại" })}
              >
                Cho phép lại
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
