import type { ReactNode } from "react";

export interface AdminColumn {
  label: string;
  /** Numbers and scores sit on the right. */
  numeric?: boolean;
}

/** The admin's data table: scrolls sideways on small screens, a caption for screen readers, one header row. */
export function AdminTable({
  caption,
  columns,
  className = "",
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className ? `${className} ` : ""}overflow-x-auto rounded-xl border border-gray-200 bg-white`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? "px-4 py-3 text-right font-medium" : "px-4 py-3 font-medium"}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
