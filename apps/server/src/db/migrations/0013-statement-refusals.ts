import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * PostgreSQL: an order is written by one statement outside any transaction (docs/decisions/042), so
 * the statement itself must fail, undoing all it wrote, when the shift has closed or a product could
 * not be taken. `comanda_refuse(reason)` raises P0001 with `reason` as the message: the statement calls
 * it when a check fails, and the server reads the reason. SQLite writes orders in a transaction and
 * needs nothing here.
 */
export const statementRefusals = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    await sql`
      create function comanda_refuse(reason text) returns boolean language plpgsql volatile as $$
      begin
        raise exception using errcode = 'P0001', message = reason;
      end
      $$`.execute(db);
  },
});
