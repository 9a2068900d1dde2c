/**
 * The 30-day traffic chart. Its own module, loaded only when the Analytics tab shows a
 * chart, so @mantine/charts (and recharts under it) stay out of every other screen.
 */
import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { TAnalyticsDay } from '@guidebook/contract';
import { formatDayMonth } from '../../../lib/formatting.ts';

/** "2026-01-15" -> "15 Jan", read as a calendar day (no timezone shift). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return formatDayMonth(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

export default function TrafficChart({ daily }: { daily: TAnalyticsDay[] }) {
  const data = daily.map((d) => ({ day: shortDay(d.day), Views: d.views }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="day"
      series={[{ name: 'Views', color: 'orange.6' }]}
      curveType="monotone"
      withDots={false}
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      tickLine="none"
      // The tab gives screen readers the numbers as a table; the drawing itself takes no keyboard focus.
      areaChartProps={{ accessibilityLayer: false }}
    />
  );
}
