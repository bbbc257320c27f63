import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * Decision 011: servers cache what a session resolves to, so PostgreSQL announces every change that
 * could alter it on the `comanda_auth` channel; NOTIFY is delivered at commit, to every instance, and never
 * for a rolled-back change. SQLite is one process: realtime/sqlite-auth-triggers.ts does the same there.
 * See docs/decisions/011.
 */
export const authChangeNotify = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    await sql`
      create function comanda_auth_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('comanda_auth', json_build_object(tg_argv[0], old.id)::text);
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger session_auth_changed after update or delete on "session"
      for each row execute function comanda_auth_changed('sessionId')`.execute(db);
    await sql`
      create trigger user_auth_changed
      after update of name, email, email_verified, role, business_id, status or delete on "user"
      for each row execute function comanda_auth_changed('userId')`.execute(db);
    await sql`
      create trigger business_auth_changed after update of name, slug, status or delete on business
      for each row execute function comanda_auth_changed('businessId')`.execute(db);
  },
});
