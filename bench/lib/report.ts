/** What each benchmark hands back to run.ts, and plain-text tables for the console. */
import type { LoadFigures } from './load.ts';

export type TargetCheck = { target: string; pass: boolean; measured: string };

export type BenchOutcome = {
  bench: string;
  checks: TargetCheck[];
  /** Figures worth keeping (written to bench/.out/results-<bench>.json). */
  figures: Record<string, unknown>;
};

export function checkTarget(target: string, pass: boolean, measured: string): TargetCheck {
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${target}  (measured: ${measured})`);
  return { target, pass, measured };
}

export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(headers));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

export const fmt = {
  n: (v: number, digits = 0) => v.toFixed(digits),
  ms: (v: number) => v.toFixed(1),
  pct: (v: number) => `${(v * 100).toFixed(0)}%`,
  mb: (bytes: number) => (bytes / 1024 / 1024).toFixed(1),
};

/**
 * One call's table row comparing its load figures on a small and a large data set: req/s and
 * mean ms (with `p99`, p99 ms too), each small then large, and how many times slower the large is.
 */
export function slowdownRow(name: string, small: LoadFigures, large: LoadFigures, { p99 = false } = {}): string[] {
  return [
    name,
    fmt.n(small.rps),
    fmt.n(large.rps),
    fmt.ms(small.meanMs),
    fmt.ms(large.meanMs),
    ...(p99 ? [fmt.ms(small.p99), fmt.ms(large.p99)] : []),
    `${(small.rps / large.rps).toFixed(2)}x`,
  ];
}
