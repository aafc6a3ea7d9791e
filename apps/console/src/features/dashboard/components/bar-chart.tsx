import { useId } from 'react';

export interface BarDatum {
  /** The axis label ("12 Nov", "14:00"). */
  label: string;
  value: number;
  /** The value as read out and tabled ("₹1,240.00", "3 orders"). */
  text: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 22;
const TOP = 12;

/**
 * A small bar chart drawn as SVG by hand (no chart library: about 1 KB instead of uPlot's 20),
 * loaded with `import()` by the dashboard only. The picture is one image with a summary for
 * screen readers; the same figures are a table under "Show as table".
 */
export default function BarChart({
  title,
  data,
  valueHeader,
  every = 1,
}: {
  title: string;
  data: readonly BarDatum[];
  valueHeader: string;
  /** Label every n-th bar on the axis (24 hours do not fit). */
  every?: number;
}) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const slot = WIDTH / Math.max(1, data.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = HEIGHT - AXIS - TOP;
  const peak = data.reduce<BarDatum | null>(
    (best, datum) => (best === null || datum.value > best.value ? datum : best),
    null,
  );
  const summary =
    peak && peak.value > 0
      ? `${title}: highest ${peak.text} at ${peak.label}.`
      : `${title}: nothing yet.`;
  return (
    <figure className="rounded-lg border border-line p-3" data-testid="chart">
      <figcaption id={titleId} className="mb-2 font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={summary}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#9ca3af" />
        {data.map((datum, index) => {
          const height = (datum.value / max) * plotHeight;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={datum.label}>
              <rect
                x={x}
                y={HEIGHT - AXIS - height}
                width={barWidth}
                height={height}
                rx={2}
                fill="#1d4ed8"
              >
                <title>{`${datum.label}: ${datum.text}`}</title>
              </rect>
              {index % every === 0 ? (
                <text
                  x={index * slot + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill="#5d606d"
                >
                  {datum.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x={4} y={TOP} fontSize={11} fill="#5d606d">
          {peak?.text ?? ''}
        </text>
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">Show as table</summary>
        <table className="mt-2 w-full" aria-labelledby={titleId}>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-1">
                When
              </th>
              <th scope="col" className="py-1 text-right">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label} className="border-b border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {datum.label}
                </th>
                <td className="py-1 text-right tabular-nums">{datum.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
