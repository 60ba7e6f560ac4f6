import { useState } from "react";
import { Link } from "react-router";
import type { MachineView } from "#common/after-sale";
import type { OrderLine } from "#common/schemas/checkout";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";

/**
 * The order page's "serials shipped" section: one serial per unit of each line, saved with the page's `machines`
 * intent (the same service as `PUT /api/admin/orders/{id}/machines`). The warranty of each starts when the order is
 * delivered (completed).
 */
export function OrderMachines({ items, machines, status }: { items: OrderLine[]; machines: MachineView[]; status: string }) {
  const { run, busy, fieldErrors } = useAdminAction<MachineView[]>();
  const initial = () => {
    const byProduct = new Map<number, string[]>();
    for (const machine of machines) byProduct.set(machine.productId, [...(byProduct.get(machine.productId) ?? []), machine.serial]);
    return items.flatMap((line) => Array.from({ length: line.quantity }, (_, unit) => ({ productId: line.productId, name: line.name, serial: byProduct.get(line.productId)?.[unit] ?? "" })));
  };
  const [rows, setRows] = useState(initial);
  if (status === "pending" || status === "canceled") {
    return <p className="text-sm text-gray-600">Ghi serial khi đơn hàng đã được xác nhận.</p>;
  }
  const filled = rows.filter((row) => row.serial.trim() !== "");
  const save = () =>
    run("machines", { machines: filled.map((row) => ({ productId: row.productId, serial: row.serial })) }, { success: "Đã lưu serial", failure: "Chưa lưu được serial" });
  return (
    <div className="space-y-2 text-sm">
      {rows.map((row, index) => {
        const position = filled.indexOf(row);
        const error = position >= 0 ? fieldErrors[`machines.${position}.serial`]?.[0] : undefined;
        return (
          <label key={index} className="grid gap-1">
            <span className="text-gray-600">{row.name} · máy {index + 1}</span>
            <input
              value={row.serial}
              onChange={(event) => setRows(rows.map((other, at) => (at === index ? { ...other, serial: event.target.value.toUpperCase() } : other)))}
              placeholder="Serial"
              aria-label={`Serial ${row.name} máy ${index + 1}`}
              aria-invalid={error ? true : undefined}
              className="rounded-md border border-gray-300 px-2 py-1.5 font-mono"
            />
            {error && <span className="text-red-700">{error}</span>}
          </label>
        );
      })}
      <button type="button" onClick={() => void save()} disabled={busy} className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
        Lưu serial
      </button>
      {machines.length > 0 && (
        <ul className="space-y-1 pt-2 text-gray-600">
          {machines.map((machine) => (
            <li key={machine.id}>
              <Link className="font-mono text-brand-700" to={`/admin/machines?serial=${machine.serial}`}>{machine.serial}</Link>
              {machine.warrantyUntil ? ` · bảo hành đến ${machine.warrantyUntil.split("-").reverse().join("/")}` : " · bảo hành tính từ ngày giao"}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
