export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-gray-500">{hint}</dd>}
    </div>
  );
}

export function formatSeconds(seconds: number | null): string {
  if (seconds == null) return "—";
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} phút ${rest} giây` : `${rest} giây`;
}

/** A count as the admin shows it: vi-VN digit grouping. */
export function formatCount(value: number): string {
  return value.toLocaleString("vi-VN");
}
