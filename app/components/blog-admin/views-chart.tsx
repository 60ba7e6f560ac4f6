import { useId } from "react";

export interface ChartPoint {
  key: string;
  label: string;
  views: number;
}

/**
 * Hand-drawn SVG bar chart of page views: scales to its container, labelled for screen readers (role="img"
 * with a summary) and followed by the same numbers as a table.
 */
export function ViewsChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const id = useId();
  const width = 720;
  const height = 240;
  const padding = { top: 16, right: 12, bottom: 36, left: 44 };
  const max = Math.max(1, ...points.map((point) => point.views));
  const niceMax = max <= 5 ? 5 : Math.ceil(max / 5) * 5;
  const innerWidth = width - padding.left - padding.right;
  const innerHeight = height - padding.top - padding.bottom;
  const slot = innerWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const labelEvery = Math.ceil(points.length / 12);
  const total = points.reduce((sum, point) => sum + point.views, 0);
  const peak = points.reduce<ChartPoint | null>((best, point) => (!best || point.views > best.views ? point : best), null);
  const summary = `${total.toLocaleString("vi-VN")} lượt xem${peak && peak.views > 0 ? `, cao nhất ${peak.views.toLocaleString("vi-VN")} vào ${peak.label}` : ""}.`;

  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-semibold text-gray-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-3 h-auto w-full"
        data-testid="views-chart"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 0.5, 1].map((fraction) => {
          const y = padding.top + innerHeight * (1 - fraction);
          return (
            <g key={fraction}>
              <line x1={padding.left} x2={width - padding.right} y1={y} y2={y} stroke="#e5e7eb" />
              <text x={padding.left - 8} y={y + 4} textAnchor="end" fontSize="12" fill="#6b7280">
                {Math.round(niceMax * fraction).toLocaleString("vi-VN")}
              </text>
            </g>
          );
        })}
        {points.map((point, index) => {
          const barHeight = (point.views / niceMax) * innerHeight;
          const x = padding.left + slot * index + (slot - barWidth) / 2;
          return (
            <g key={point.key}>
              <rect x={x} y={padding.top + innerHeight - barHeight} width={barWidth} height={barHeight} rx="3" fill="#15803d">
                {/* One text child: React treats <title> specially and several children break hydration. */}
                <title>{`${point.label}: ${point.views.toLocaleString("vi-VN")} lượt xem`}</title>
              </rect>
              {index % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={height - padding.bottom + 18} textAnchor="middle" fontSize="11" fill="#6b7280">
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-gray-600">Xem số liệu dạng bảng</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Thời gian
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Lượt xem
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key} className="border-t border-gray-100">
                <td className="py-1">{point.label}</td>
                <td className="py-1 text-right tabular-nums">{point.views.toLocaleString("vi-VN")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
