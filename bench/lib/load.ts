/** autocannon runs from this (the parent) process against servers in child processes. */
import autocannon from 'autocannon';

export type LoadFigures = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  meanMs: number;
  requests: number;
};

export type LoadTarget = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
};

/** Seconds per measured run: BENCH_SECONDS (default 10), bounded to 1..300. */
export function benchSeconds(): number {
  const raw = Number(process.env.BENCH_SECONDS ?? 10);
  if (!Number.isFinite(raw) || raw <= 0) throw new Error(`BENCH_SECONDS must be a positive number, got ${raw}`);
  return Math.min(300, Math.max(1, raw));
}

async function fire(target: LoadTarget, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    timeout: 10,
  });
}

/**
 * A short unrecorded warm-up (JIT, connection pools), then the measured run. Any non-2xx
 * answer makes the figures meaningless, so it is an error rather than a slow result.
 */
export async function measure(
  label: string,
  target: LoadTarget,
  seconds: number,
  connections = 20,
): Promise<LoadFigures> {
  console.log(`  running ${label} ...`);
  await fire(target, Math.max(1, Math.min(3, Math.round(seconds / 5))), connections);
  const r = await fire(target, seconds, connections);
  if (r.non2xx > 0 || r['2xx'] === 0) {
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, s]) => `${code}: ${s.count ?? 0}`)
      .join(', ');
    throw new Error(`${label}: ${r.non2xx} non-2xx answers of ${r.requests.total} (${codes}), errors ${r.errors}`);
  }
  if (r.errors > 0) console.warn(`  ${label}: ${r.errors} connection errors / timeouts during the run`);
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    meanMs: r.latency.mean,
    requests: r.requests.total,
  };
}
