import { ZALO_EVENT_KEYS, ZALO_EVENTS, type ZaloEvent, type ZaloEventSetting } from "#common/zalo";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { Panel } from "./panel";

interface ZaloEventTemplatesProps {
  events: Record<ZaloEvent, ZaloEventSetting>;
  setEvent: (event: ZaloEvent, change: Partial<ZaloEventSetting>) => void;
  /** Renames the template's parameter at `index` and picks the shop's field it is filled from. */
  setParam: (event: ZaloEvent, index: number, name: string, field: string) => void;
  /** The save's field error at a path (`events.<event>.templateId`). */
  error: (field: string) => string | undefined;
}

/** Each event's ZNS template: on or off, its template id, and which shop field fills each template parameter. */
export function ZaloEventTemplates({ events, setEvent, setParam, error }: ZaloEventTemplatesProps) {
  return (
    <Panel title="Mẫu tin theo sự kiện">
      <p className="mb-3 text-sm text-gray-600">
        Mỗi sự kiện dùng một mẫu ZNS đã được Zalo duyệt. Ghép tên tham số trong mẫu với thông tin của cửa hàng.
      </p>
      <div className="space-y-4">
        {ZALO_EVENT_KEYS.map((key) => {
          const setting = events[key];
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
  );
}
