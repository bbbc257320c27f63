import { type Kysely, sql } from "kysely";
import type { Dialect } from "./types.ts";

/**
 * Decision 017's benchmark: `q` on the products list ("name or code contains") scanned every product of the
 * business for its total, ~95–340 ms at 20,000 products. Trigram indexes answer a substring of three or
 * more characters from an index instead; the list still re-checks the LIKE, so they only narrow the rows
 * and never change which ones match. See docs/decisions/018.
 *
 * SQLite: an FTS5 table over the product's own rows (external content, keyed by its rowid), kept in sync
 * by triggers inside the writing transaction. `case_sensitive 1` because both keys are stored lowercased
 * already. PostgreSQL: pg_trgm GIN indexes, which LIKE '%…%' uses as they are. A server where the
 * extension cannot be created keeps working with the scan (and says why in its log at migration time).
 */
export const productSearch = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "sqlite") {
      await sql`
        create virtual table product_search using fts5(
          name_key, code_key, content = 'product', content_rowid = 'rowid',
          tokenize = 'trigram case_sensitive 1'
        )`.execute(db);
      await sql`
        create trigger product_search_insert after insert on product begin
          insert into product_search (rowid, name_key, code_key)
          values (new.rowid, new.name_key, new.code_key);
        end`.execute(db);
      await sql`
        create trigger product_search_delete after delete on product begin
          insert into product_search (product_search, rowid, name_key, code_key)
          values ('delete', old.rowid, old.name_key, old.code_key);
        end`.execute(db);
      await sql`
        create trigger product_search_update after update of name_key, code_key on product begin
          insert into product_search (product_search, rowid, name_key, code_key)
          values ('delete', old.rowid, old.name_key, old.code_key);
          insert into product_search (rowid, name_key, code_key)
          values (new.rowid, new.name_key, new.code_key);
        end`.execute(db);
      // Products written before this migration.
      await sql`insert into product_search (product_search) values ('rebuild')`.execute(db);
      return;
    }
    // The migration runs in a transaction: a refused CREATE EXTENSION must not abort the rest of it.
    await sql`savepoint product_search_extension`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`release savepoint product_search_extension`.execute(db);
    } catch (error) {
      await sql`rollback to savepoint product_search_extension`.execute(db);
      console.warn(
        `pg_trgm could not be created (${(error as Error).message}): product searches scan instead of using an index.`,
      );
      return;
    }
    await sql`create index product_name_key_trgm on product using gin (name_key gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
    await sql`create index product_code_key_trgm on product using gin (code_key gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
  },
});
