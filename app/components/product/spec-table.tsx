import type { SpecRow } from "#common/product-content";

/** The "Thông số kỹ thuật" table; `tableKey` names it for tests (`default` or the product's model). */
export function SpecTable({ productName, tableKey, rows }: { productName: string; tableKey: string; rows: readonly SpecRow[] }) {
  return (
    <table className="w-full max-w-2xl text-left text-sm" data-testid={`spec-table-${tableKey}`}>
      <caption className="sr-only">Thông số kỹ thuật {productName}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-b border-gray-100">
            <th scope="row" className="w-1/2 py-3 pr-4 font-medium text-gray-600">
              {row.label}
            </th>
            <td className="py-3 font-semibold text-gray-900">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
