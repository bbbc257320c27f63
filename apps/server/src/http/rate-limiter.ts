import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { AppError } from "./app-error.ts";

export type RateRule = { key: string; limit: number; windowMs: number };

/**
 * A fixed-window counter kept in the database, so every server instance on one PostgreSQL shares it
 * (DESIGN §1). One upsert per hit: no read-then-write race between instances.
 */
export const hit = async (
  db: Db,
  rule: RateRule,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterMs: number }> => {
  const expired = now - rule.windowMs;
  const row = await db
    .insertInto("rate_limit")
    .values({ key: rule.key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${expired} then 1 else rate_limit.count + 1 end`,
        window_start: sql<number>`case when rate_limit.window_start <= ${expired} then ${now} else rate_limit.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return {
    allowed: row.count <= rule.limit,
    retryAfterMs: Math.max(0, Number(row.window_start) + rule.windowMs - now),
  };
};

export const enforce = async (db: Db, rules: RateRule[]): Promise<void> => {
  for (const rule of rules) {
    const result = await hit(db, rule);
    if (!result.allowed) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
      throw new AppError(
        "resource-exhausted",
        `Demasiados intentos. Esperá ${minutes} ${minutes === 1 ? "minuto" : "minutos"} y volvé a intentar.`,
      );
    }
  }
};

/** Forgets a key, e.g. an e-mail's failed sign-ins once the right password is given. */
export const clear = async (db: Db, key: string): Promise<void> => {
  await db.deleteFrom("rate_limit").where("key", "=", key).execute();
};
