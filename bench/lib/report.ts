import type { Result } from "autocannon";

/**
 * A share of a yardstick's throughput, a p99 ceiling, or both; a latency-only target still prints the
 * share. `against`: the `short` name of the yardstick the share is of (the first row when left out).
 */
export type Scenario = {
  label: string;
  /** Set on a yardstick row: the name of its column ("health", "bare"). */
  short?: string;
  target?: { ratio?: number; p99Ms?: number; against?: string };
};
export type Measured = Scenario & { result: Result };

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number) => String(Math.round(value)).padStart(width);
const share = (row: Measured, yardstick: Measured) =>
  row.result.requests.average / yardstick.result.requests.average;

const verdict = (row: Measured, yardsticks: Measured[]) => {
  if (!row.target) return "";
  const { ratio: ratioGoal, p99Ms, against } = row.target;
  const yardstick = yardsticks.find((candidate) => candidate.short === against) ?? yardsticks[0];
  const ratioMet = ratioGoal === undefined || !yardstick || share(row, yardstick) >= ratioGoal;
  const p99Met = p99Ms === undefined || row.result.latency.p99 <= p99Ms;
  const goals = [
    ratioGoal === undefined ? null : `≥ ${ratioGoal * 100} % of ${yardstick?.short ?? "yardstick"}`,
    p99Ms === undefined ? null : `p99 ≤ ${p99Ms} ms`,
  ].filter(Boolean);
  return `${goals.join(", ")}: ${ratioMet && p99Met ? "met" : "NOT met"}`;
};

/**
 * One table per engine: throughput, p50/p99 latency, the share of each yardstick's throughput (the rows
 * with a `short` name, measured in the same run; the first row when none has one) and the target.
 */
export const printTable = (engine: string, rows: Measured[]) => {
  const named = rows.filter((row) => row.short !== undefined);
  const first = rows[0];
  if (!first) return;
  const yardsticks = named.length > 0 ? named : [{ ...first, short: "health" }];
  console.log(`\n${engine}`);
  console.log(
    `  ${pad("request", 40)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${yardsticks.map((y) => pad(`vs ${y.short}`, 11)).join("")}target`,
  );
  for (const row of rows) {
    const errors = row.result.non2xx + row.result.errors + row.result.timeouts;
    const shares = yardsticks.map((y) => `${num(share(row, y) * 100, 6)} %   `).join("");
    console.log(
      `  ${pad(row.label, 40)}${num(row.result.requests.average, 6)}  ${num(row.result.latency.p50, 6)}  ${num(row.result.latency.p99, 6)}  ${shares}${verdict(row, yardsticks)}${errors ? `  (${errors} failed)` : ""}`,
    );
  }
};
