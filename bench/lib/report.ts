import type { Result } from "autocannon";

/** A share of /health's throughput, a p99 ceiling, or both; a latency-only target still prints the share. */
export type Scenario = { label: string; target?: { ratio?: number; p99Ms?: number } };
export type Measured = Scenario & { result: Result };

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number) => String(Math.round(value)).padStart(width);

const verdict = (row: Measured, health: Measured) => {
  if (!row.target) return "";
  const ratio = row.result.requests.average / health.result.requests.average;
  const { ratio: ratioGoal, p99Ms } = row.target;
  const ratioMet = ratioGoal === undefined || ratio >= ratioGoal;
  const p99Met = p99Ms === undefined || row.result.latency.p99 <= p99Ms;
  const goals = [
    ratioGoal === undefined ? null : `≥ ${ratioGoal * 100} %`,
    p99Ms === undefined ? null : `p99 ≤ ${p99Ms} ms`,
  ].filter(Boolean);
  return `${goals.join(", ")}: ${ratioMet && p99Met ? "met" : "NOT met"}`;
};

/** One table per engine: throughput, p50/p99 latency, share of /health's throughput and the target. */
export const printTable = (engine: string, rows: Measured[]) => {
  const health = rows[0];
  if (!health) return;
  console.log(`\n${engine}`);
  console.log(
    `  ${pad("request", 40)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("vs health", 11)}target`,
  );
  for (const row of rows) {
    const ratio = row.result.requests.average / health.result.requests.average;
    const errors = row.result.non2xx + row.result.errors + row.result.timeouts;
    console.log(
      `  ${pad(row.label, 40)}${num(row.result.requests.average, 6)}  ${num(row.result.latency.p50, 6)}  ${num(row.result.latency.p99, 6)}  ${num(ratio * 100, 6)} %   ${verdict(row, health)}${errors ? `  (${errors} failed)` : ""}`,
    );
  }
};
