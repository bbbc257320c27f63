import { readFileSync } from "node:fs";

/**
 * CPU time a process has used so far (user + system, from /proc; Linux only), in ms. On a shared machine
 * the CPU an order costs the server varies far less than its rate, which depends on what else runs.
 */
export const processCpuMs = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may hold spaces: the fields that follow start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};
