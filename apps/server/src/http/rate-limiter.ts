import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors.ts";

export type RateRule = { key: string; limit: number; windowMs: number };

/**
 * A fixed-window counter kept in the database, so every server instance on one PostgreSQL shares it
 * (docs/product.md#architecture). One upsert per hit: no read-then-write race between instances.
 */
export const hit = async (
  db: Db,
  rule: RateRule,
  now = Date.now(),
): Promise<{ allowed: boolean; count: number; retryAfterMs: number }> => {
  const expired = now - rule.windowMs;
  const renew = sql<boolean>`rate_limit.window_start <= ${expired}`;
  const row = await db
    .insertInto("rate_limit")
    .values({ key: rule.key, count: 1, window_start: now, expires_at: now + rule.windowMs })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${renew} then 1 else rate_limit.count + 1 end`,
        window_start: sql<number>`case when ${renew} then ${now} else rate_limit.window_start end`,
        expires_at: sql<number>`case when ${renew} then ${now + rule.windowMs} else rate_limit.expires_at end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  // A new window is the moment a key's row would otherwise be left behind for good: sweep the expired
  // ones then. Cheap (an index range), and safe with several instances deleting at once.
  const count = Number(row.count);
  if (count === 1) await purgeExpired(db, now);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterMs: Math.max(0, Number(row.window_start) + rule.windowMs - now),
  };
};

export const purgeExpired = async (db: Db, now = Date.now()): Promise<void> => {
  await db.deleteFrom("rate_limit").where("expires_at", "<=", now).execute();
};

export const tooManyAttempts = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    "resource-exhausted",
    `Demasiados intentos. Esperá ${minutes} ${minutes === 1 ? "minuto" : "minutos"} y volvé a intentar.`,
  );
};

export const enforce = async (db: Db, rules: RateRule[]): Promise<void> => {
  for (const rule of rules) {
    const result = await hit(db, rule);
    if (!result.allowed) throw tooManyAttempts(result.retryAfterMs);
  }
};

/** Forgets a key, e.g. an e-mail's failed sign-ins once the right password is given. */
export const clear = async (db: Db, key: string): Promise<void> => {
  await db.deleteFrom("rate_limit").where("key", "=", key).execute();
};

/** Takes back one hit: counted before an attempt so parallel requests cannot slip past the limit. */
export const refund = async (db: Db, key: string): Promise<void> => {
  await db
    .updateTable("rate_limit")
    .set({ count: sql<number>`count - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
};
