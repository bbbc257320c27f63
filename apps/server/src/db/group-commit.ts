import type { Kysely, Transaction } from "kysely";

/** Work that writes inside a transaction it is given, and may throw to undo its own writes. */
export type TransactionWork<DB, T> = (trx: Transaction<DB>) => Promise<T>;

export type GroupCommit<DB> = {
  /** Runs `work` in a transaction, possibly shared with others; resolves once that has committed. */
  run: <T>(work: TransactionWork<DB, T>) => Promise<T>;
  /** Jobs committed and the commits that carried them, since start: their ratio is the batch size. */
  committed: () => { jobs: number; commits: number };
};

type Job<DB> = {
  work: TransactionWork<DB, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** Past this many, a batch commits and the next begins: its first order waits for at most this many. */
export const maxBatch = 32;

/**
 * SQLite, one writer: a commit writes every page the transaction touched to the WAL, most of an order's
 * cost (docs/decisions/040). Work that arrives together runs in one transaction, each inside a savepoint
 * of its own: a job that throws rolls back only its own writes and is refused alone; the others commit
 * together, and each is answered only after that commit. Should the commit itself fail, every job of the
 * batch is refused, as each would have been alone. A job that finds work of another in the same batch
 * (a retry of an order taken a moment before) sees it, as it would after that one's commit.
 *
 * Jobs are gathered until the event loop has read what arrived (setImmediate): the requests read in one
 * turn share a commit, and a lone request waits for no other.
 */
export const createGroupCommit = <DB>(db: Kysely<DB>): GroupCommit<DB> => {
  const queue: Job<DB>[] = [];
  let draining = false;
  const totals = { jobs: 0, commits: 0 };

  const runBatch = async () => {
    const trx = await db.startTransaction().execute();
    const done: { job: Job<DB>; value: unknown }[] = [];
    let failure: { error: unknown } | null = null;
    while (queue.length > 0 && done.length < maxBatch && failure === null) {
      const job = queue.shift() as Job<DB>;
      const savepoint = await trx.savepoint("job").execute();
      try {
        const value = await job.work(savepoint);
        await savepoint.releaseSavepoint("job").execute();
        done.push({ job, value });
      } catch (error) {
        try {
          await savepoint.rollbackToSavepoint("job").execute();
          await savepoint.releaseSavepoint("job").execute();
          job.reject(error);
        } catch {
          // The error took the whole transaction with it (SQLite rolls back on some I/O errors).
          failure = { error };
          job.reject(error);
        }
      }
    }
    if (failure === null) {
      try {
        await trx.commit().execute();
      } catch (error) {
        failure = { error };
      }
    }
    if (failure !== null) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      for (const { job } of done) job.reject(failure.error);
      return;
    }
    totals.commits += 1;
    totals.jobs += done.length;
    for (const { job, value } of done) job.resolve(value);
  };

  const drain = async () => {
    try {
      while (queue.length > 0) await runBatch();
    } catch (error) {
      // The transaction could not begin: every job still waiting is refused with that error.
      for (const job of queue.splice(0)) job.reject(error);
    } finally {
      draining = false;
    }
  };

  return {
    committed: () => ({ ...totals }),
    run: <T>(work: TransactionWork<DB, T>) =>
      new Promise<T>((resolve, reject) => {
        queue.push({
          work: work as TransactionWork<DB, unknown>,
          resolve: resolve as Job<DB>["resolve"],
          reject,
        });
        if (!draining) {
          draining = true;
          setImmediate(drain);
        }
      }),
  };
};
