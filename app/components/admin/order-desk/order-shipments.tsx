import { useState } from "react";
import { formatShippingAddress } from "#common/address";
import { auditTime } from "#common/audit";
import { formatVnd } from "#common/money";
import type { ShippingAddress } from "#common/schemas/checkout";
import type { OrderLine } from "#common/schemas/checkout";
import { quantitiesLeftToShip, shipmentStatusLabel, type CarrierCode, type ShipmentView } from "#common/shipments";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";

const BUTTON = "rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50";
const INPUT = "rounded-md border border-gray-300 px-2 py-1.5";

/**
 * The order page's "Giao hàng" panel (issue 42): the order's shipments with their lines, serials, tracking and
 * history; the own team's next step and the cancel of one not yet gone; and a form for the next shipment (lines and
 * quantities left, serials, carrier, ship-to address). Writes through the page's intents `shipment`,
 * `shipmentStatus` and `shipmentCancel` (the same service as the REST API).
 */
export function OrderShipments({
  items,
  status,
  shipments,
  shipTo,
  carriers,
}: {
  items: OrderLine[];
  status: string;
  shipments: ShipmentView[];
  shipTo: ShippingAddress[];
  carriers: Array<{ code: CarrierCode; label: string }>;
}) {
  const { run, busy, fieldErrors } = useAdminAction();
  const left = quantitiesLeftToShip(items, shipments);
  const open = (status === "confirmed" || status === "shipping") && [...left.values()].some((quantity) => quantity > 0);
  const [draft, setDraft] = useState(() => ({
    carrier: carriers[0]?.code ?? "own",
    addressIndex: 0,
    lines: items.map((line) => ({ productId: line.productId, quantity: "", serials: "" })),
  }));
  const create = async () => {
    const lines = draft.lines
      .filter((line) => Number(line.quantity) > 0)
      .map((line) => ({
        productId: line.productId,
        quantity: Number(line.quantity),
        serials: line.serials.split(/[\s,;]+/).filter(Boolean),
      }));
    const done = await run("shipment", { carrier: draft.carrier, addressIndex: draft.addressIndex, lines }, { success: "Đã tạo lượt giao", failure: "Không tạo được lượt giao" });
    if (done) setDraft({ ...draft, lines: items.map((line) => ({ productId: line.productId, quantity: "", serials: "" })) });
  };
  return (
    <div className="space-y-4 text-sm" data-testid="order-shipments">
      {shipments.length === 0 && <p className="text-gray-600">Chưa có lượt giao nào.</p>}
      {shipments.map((shipment) => (
        <article key={shipment.id} className="space-y-2 rounded-md border border-gray-200 p-3" aria-label={`Lượt giao #${shipment.id}`}>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">Lượt giao #{shipment.id}</h3>
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs" data-testid="shipment-status">{shipment.statusLabel}</span>
            <span className="text-gray-600">{shipment.carrierLabel}</span>
          </div>
          {shipment.trackingNumber && (
            <p>
              Mã vận đơn:{" "}
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className="font-mono text-brand-700 underline">{shipment.trackingNumber}</a>
              ) : (
                <span className="font-mono">{shipment.trackingNumber}</span>
              )}
            </p>
          )}
          <p className="text-gray-600">
            {shipment.address.fullName} · {shipment.address.phone} · {formatShippingAddress(shipment.address)}
          </p>
          <ul>
            {shipment.lines.map((line) => (
              <li key={line.productId}>
                {line.quantity} × {line.name}
                {line.serials.length > 0 && <span className="font-mono text-gray-600"> ({line.serials.join(", ")})</span>}
              </li>
            ))}
          </ul>
          {(shipment.codAmount > 0 || shipment.carrierFee > 0) && (
            <p className="text-gray-600">
              {shipment.codAmount > 0 && <>Thu hộ {formatVnd(shipment.codAmount)}</>}
              {shipment.codAmount > 0 && shipment.carrierFee > 0 && " · "}
              {shipment.carrierFee > 0 && <>Phí vận chuyển {formatVnd(shipment.carrierFee)}</>}
            </p>
          )}
          <ol className="text-xs text-gray-500">
            {shipment.history.map((step, index) => (
              <li key={index}>
                {step.statusLabel}
                {step.carrierStatus ? ` (${step.carrierStatus})` : ""} · {auditTime(step.at)}
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            {shipment.nextStatuses.map((next) => (
              <button
                key={next}
                type="button"
                disabled={busy}
                onClick={() => void run("shipmentStatus", { id: shipment.id, status: next }, { success: `Lượt giao #${shipment.id}: ${shipmentStatusLabel(next)}`, failure: "Không đổi được trạng thái" })}
                className={BUTTON}
              >
                {shipmentStatusLabel(next)}
              </button>
            ))}
            {shipment.cancelable && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void run("shipmentCancel", { id: shipment.id }, { success: `Đã hủy lượt giao #${shipment.id}`, failure: "Không hủy được lượt giao" })}
                className="rounded-md border border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50 disabled:opacity-50"
              >
                Hủy lượt giao
              </button>
            )}
            <a href={`/api/admin/shipments/${shipment.id}/label`} target="_blank" rel="noreferrer" className="rounded-md border border-gray-300 px-3 py-1.5 hover:bg-gray-50">
              In nhãn giao hàng
            </a>
          </div>
          {!["canceled", "returned", "failed"].includes(shipment.status) && <InstallationBooking shipment={shipment} busy={busy} run={run} />}
        </article>
      ))}

      {open && (
        <form
          className="space-y-3 rounded-md border border-dashed border-gray-300 p-3"
          aria-label="Tạo lượt giao"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <h3 className="font-semibold">Tạo lượt giao</h3>
          {items.map((line, index) => {
            const remaining = Math.max(0, left.get(line.productId) ?? 0);
            const row = draft.lines[index]!;
            const setRow = (change: Partial<typeof row>) => setDraft({ ...draft, lines: draft.lines.map((other, at) => (at === index ? { ...other, ...change } : other)) });
            const error = (field: string) => fieldErrors[`lines.${draft.lines.filter((other, at) => at < index && Number(other.quantity) > 0).length}.${field}`]?.[0];
            return (
              <div key={line.productId} className="grid gap-1">
                <span className="text-gray-700">
                  {line.name} <span className="text-gray-500">(còn {remaining} chưa giao)</span>
                </span>
                <div className="flex flex-wrap gap-2">
                  <input
                    type="number"
                    min={0}
                    max={remaining}
                    value={row.quantity}
                    disabled={remaining === 0}
                    onChange={(event) => setRow({ quantity: event.target.value })}
                    aria-label={`Số lượng giao ${line.name}`}
                    className={`${INPUT} w-24`}
                  />
                  <input
                    value={row.serials}
                    disabled={remaining === 0}
                    onChange={(event) => setRow({ serials: event.target.value.toUpperCase() })}
                    placeholder="Serial, cách nhau bởi dấu phẩy"
                    aria-label={`Serial giao ${line.name}`}
                    className={`${INPUT} min-w-0 flex-1 font-mono`}
                  />
                </div>
                {(error("quantity") || error("serials") || error("productId")) && <span className="text-red-700">{error("quantity") ?? error("serials") ?? error("productId")}</span>}
              </div>
            );
          })}
          <label className="grid gap-1">
            <span className="text-gray-600">Đơn vị vận chuyển</span>
            <select value={draft.carrier} onChange={(event) => setDraft({ ...draft, carrier: event.target.value as CarrierCode })} className={INPUT}>
              {carriers.map((carrier) => (
                <option key={carrier.code} value={carrier.code}>{carrier.label}</option>
              ))}
            </select>
            {fieldErrors.carrier?.[0] && <span className="text-red-700">{fieldErrors.carrier[0]}</span>}
          </label>
          {shipTo.length > 1 && (
            <label className="grid gap-1">
              <span className="text-gray-600">Giao tới</span>
              <select value={draft.addressIndex} onChange={(event) => setDraft({ ...draft, addressIndex: Number(event.target.value) })} className={INPUT}>
                {shipTo.map((address, index) => (
                  <option key={index} value={index}>
                    {address.fullName} – {formatShippingAddress(address)}
                  </option>
                ))}
              </select>
              {fieldErrors.addressIndex?.[0] && <span className="text-red-700">{fieldErrors.addressIndex[0]}</span>}
            </label>
          )}
          <button type="submit" disabled={busy} className={BUTTON}>
            Tạo lượt giao
          </button>
        </form>
      )}
    </div>
  );
}

const VIETNAM_LOCAL = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

/**
 * When the installation at the branch is booked: a date and time in Vietnam's time; saving a new one tells the
 * buyer (once per time).
 */
function InstallationBooking({ shipment, busy, run }: { shipment: ShipmentView; busy: boolean; run: ReturnType<typeof useAdminAction>["run"] }) {
  const booked = shipment.installationAt ? VIETNAM_LOCAL.format(new Date(shipment.installationAt)).replace(" ", "T") : "";
  const [at, setAt] = useState(booked);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Hẹn lắp đặt lượt giao #${shipment.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run("shipmentInstallation", { id: shipment.id, at }, { success: `Lượt giao #${shipment.id}: đã hẹn lắp đặt`, failure: "Không hẹn được lịch lắp đặt" });
      }}
    >
      <label className="grid gap-1">
        <span className="text-gray-600">Lịch lắp đặt</span>
        <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} className={INPUT} />
      </label>
      <button type="submit" disabled={busy || !at || at === booked} className="rounded-md border border-gray-300 px-3 py-1.5 hover:bg-gray-50 disabled:opacity-50">
        {booked ? "Đổi lịch lắp đặt" : "Hẹn lắp đặt"}
      </button>
    </form>
  );
}
