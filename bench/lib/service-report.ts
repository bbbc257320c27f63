/** One measured line of an engine's table: a throughput when it has one, and p50/p99 in ms. */
export type Figure = { label: string; perSecond?: number; p50: number; p99: number; note?: string };

/** One line of the final table: what was measured, against which target, and whether it was met. */
export type Verdict = { figure: string; engine: string; value: string; target: string; met: boolean };

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value))).padStart(6);
const rate = (value: number | undefined) =>
  (value === undefined ? "—" : Math.round(value).toLocaleString("en")).padStart(7);

/** An engine's figures, the signed-in GET /api/v1/session of the same server first, as the yardstick. */
export const printFigures = (title: string, figures: readonly Figure[]) => {
  console.log(`\n${title}`);
  console.log(`  ${pad("figure", 60)}${pad("per s", 9)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}`);
  for (const figure of figures) {
    console.log(
      `  ${pad(figure.label, 60)}${rate(figure.perSecond)}  ${ms(figure.p50)}  ${ms(figure.p99)}${figure.note ? `   ${figure.note}` : ""}`,
    );
  }
};

export const printVerdicts = (verdicts: readonly Verdict[]) => {
  if (verdicts.length === 0) return;
  const width = Math.max(...verdicts.map((row) => row.figure.length)) + 2;
  const valueWidth = Math.max(...verdicts.map((row) => row.value.length)) + 2;
  const targetWidth = Math.max(...verdicts.map((row) => row.target.length)) + 2;
  console.log("\nTargets (decisions 019 and 032)");
  console.log(
    `  ${pad("figure", width)}${pad("engine", 10)}${pad("value", valueWidth)}${pad("target", targetWidth)}`,
  );
  for (const row of verdicts) {
    console.log(
      `  ${pad(row.figure, width)}${pad(row.engine, 10)}${pad(row.value, valueWidth)}${pad(row.target, targetWidth)}${row.met ? "met" : "NOT met"}`,
    );
  }
};
