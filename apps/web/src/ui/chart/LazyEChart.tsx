import { lazy, Suspense, type ReactNode } from 'react';
import type { EChartProps } from './EChart';
import './chart.css';

export type { EChartHandle, EChartProps } from './EChart';

// The charting library comes in a chunk of its own, loaded the first time a chart shows.
const EChart = lazy(() => import('./EChart'));

/** An ECharts chart, its code loaded on first use; `fallback` holds its place meanwhile. */
export function LazyEChart({ fallback, ...props }: EChartProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <EChart {...props} />
    </Suspense>
  );
}
