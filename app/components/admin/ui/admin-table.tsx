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
    // `relative`: a row's visually hidden label (absolutely placed) stays inside the scrolling box instead of widening
    // the page (/admin/payments was 749 px wide on a 375 px phone).
    <div className={`${className ? `${className} ` : ""}relative overflow-x-auto rounded-xl border border-gray-200 bg-white`}>
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

const ROW_ACTION_TONES = {
  neutral: "text-gray-700",
  brand: "text-brand-700",
  danger: "text-red-700 hover:bg-red-50",
} as const;

/** The look of a row's actions (links and buttons) in an admin table. */
export function rowActionClass(tone: keyof typeof ROW_ACTION_TONES): string {
  return `rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 ${ROW_ACTION_TONES[tone]}`;
}

/** A button among a row's actions; `label` names the action and its row for screen readers. */
export function RowActionButton({
  label,
  tone,
  onClick,
  disabled,
  children,
}: {
  label: string;
  tone: keyof typeof ROW_ACTION_TONES;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={rowActionClass(tone)} aria-label={label}>
      {children}
    </button>
  );
}
