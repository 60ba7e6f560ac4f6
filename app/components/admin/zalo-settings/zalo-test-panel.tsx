import { useState, type FormEvent } from "react";
import { ZALO_EVENTS, type ZaloEvent } from "#common/zalo";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Panel } from "./panel";

/** Sends the first enabled event's template, with sample data, to a phone the owner gives. */
export function ZaloTestPanel() {
  const [testPhone, setTestPhone] = useState("");
  const testing = useAdminAction<{
    ok: true;
    messageId: string | null;
    event: ZaloEvent;
  }>();

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

  return (
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
  );
}
