import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

const ticksPerSecond = 100;

/** A process's /proc stat fields after its command name, which may hold spaces: [0] state, [1] ppid… */
const statFields = (pid: number | string) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
};

/**
 * CPU time a process has used so far (user + system, from /proc; Linux only), in ms. On a shared machine
 * the CPU an order costs the server varies far less than its rate, which depends on what else runs.
 */
export const processCpuMs = (pid: number): number => {
  const fields = statFields(pid);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};

/**
 * CPU time the local PostgreSQL server has used so far, in ms: the postmaster, every live child (backends,
 * WAL writer, checkpointer) and the children it has reaped (cutime, cstime), so a connection that closed
 * during a run still counts (postmasterPidOf finds the pid). Null when the server is not on this machine.
 */
export const postgresCpuMs = (postmasterPid: number): number | null => {
  const ownTicks = () =>
    statFields(postmasterPid)
      .slice(11, 15)
      .map(Number)
      .reduce((sum, value) => sum + value, 0);
  try {
    // A child reaped while the children are listed would be missed twice over: not yet in the
    // postmaster's cutime when it was read, and gone from /proc when its turn came (a run's connections
    // close just before the figure is read). Read again until nothing was reaped meanwhile.
    for (let attempt = 0; ; attempt++) {
      const before = ownTicks();
      let children = 0;
      for (const entry of readdirSync("/proc")) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const fields = statFields(entry);
          if (Number(fields[1]) === postmasterPid) children += Number(fields[11]) + Number(fields[12]);
        } catch {
          // The process ended between the listing and the read.
        }
      }
      const after = ownTicks();
      if (after === before || attempt >= 10) return ((after + children) * 1000) / ticksPerSecond;
    }
  } catch {
    return null;
  }
};

/** The pid of the PostgreSQL server at `url`, as the parent of a backend of its own (for postgresCpuMs). */
export const postmasterPidOf = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    return Number(statFields(rows[0]?.pid ?? 0)[1]);
  } finally {
    await client.end();
  }
};
