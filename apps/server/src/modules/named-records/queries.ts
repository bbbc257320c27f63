import { type Kysely, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { queryTemplate, type TemplateParam } from "../../db/query-template.ts";
import type { NamedRecordColumns } from "../../db/schema.ts";

export type NamedTable = "category" | "payment_method" | "ingredient" | "station";
/** Seen through their shared columns, the three tables are one; each kind's extra columns pass through. */
export type NamedRecords = Kysely<Record<NamedTable, NamedRecordColumns>>;

type ListParam = "businessId" | "pattern" | "at" | "id" | "limit";
export type ListValues = Record<ListParam, unknown>;

/** A template per set of written columns: which ones a write names depends on the kind and the input. */
const byColumns = <T>(make: (columns: string[]) => T) => {
  const made = new Map<string, T>();
  return (columns: string[]) => {
    const key = columns.join(",");
    let template = made.get(key);
    if (!template) {
      template = make(columns);
      made.set(key, template);
    }
    return template;
  };
};

/** Kysely leaves out a column whose value is undefined; a template must do the same, in its shape. */
const definedColumns = (values: Record<string, unknown>) =>
  Object.keys(values).filter((column) => values[column] !== undefined);

/** What every item is made of, and what the page's cursor is made from: what lists and writes return. */
const sharedColumns = ["id", "name", "status", "created_at", "updated_at"];

/** One kind's hot queries, each compiled once (db/query-template.ts). */
export const namedRecordQueries = (table: NamedTable, itemColumns: readonly string[]) => {
  const listed = [...new Set([...sharedColumns, ...itemColumns])] as (keyof NamedRecordColumns)[];
  const matching = (db: NamedRecords, p: TemplateParam<ListParam>, search: boolean) => {
    const rows = db.selectFrom(table).where("business_id", "=", p("businessId"));
    return search ? rows.where(sql<boolean>`name_key like ${p("pattern")} escape '\\'`) : rows;
  };
  const countOf = (db: NamedRecords, p: TemplateParam<ListParam>, search: boolean) =>
    matching(db, p, search).select((eb) => eb.fn.countAll<number>().as("n"));

  // The page and its total in one statement (an uncorrelated subquery, run once): one round trip.
  const page = (search: boolean, after: boolean) =>
    queryTemplate((db: NamedRecords, p: TemplateParam<ListParam>) =>
      matching(db, p, search)
        .select(listed)
        .select(countOf(db, p, search).as("total"))
        .$if(after, (q) =>
          q.where((eb) =>
            eb.or([
              eb("created_at", "<", p("at")),
              eb.and([eb("created_at", "=", p("at")), eb("id", "<", p("id"))]),
            ]),
          ),
        )
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(p("limit")),
    );
  const pages = { all: page(false, false), after: page(false, true) };
  const searched = { all: page(true, false), after: page(true, true) };
  const count = (search: boolean) =>
    queryTemplate((db: NamedRecords, p: TemplateParam<ListParam>) => countOf(db, p, search));
  const counts = { all: count(false), searched: count(true) };

  const find = queryTemplate((db: NamedRecords, p: TemplateParam<"businessId" | "id">) =>
    db.selectFrom(table).selectAll().where("business_id", "=", p("businessId")).where("id", "=", p("id")),
  );

  const insert = byColumns((columns) =>
    queryTemplate((db: NamedRecords, p: TemplateParam<string>) =>
      db
        .insertInto(table)
        .values(Object.fromEntries(columns.map((column) => [column, p(column)])) as never)
        .returning(listed),
    ),
  );

  const update = byColumns((columns) =>
    queryTemplate((db: NamedRecords, p: TemplateParam<string>) =>
      db
        .updateTable(table)
        .set(Object.fromEntries(columns.map((column) => [column, p(`set:${column}`)])))
        .where("business_id", "=", p("businessId"))
        .where("id", "=", p("id"))
        .returning(listed),
    ),
  );

  return {
    /** A page of rows, newest first, each carrying the total of rows that match. */
    page: (db: NamedRecords, values: ListValues, search: boolean, after: boolean) =>
      db.executeQuery((search ? searched : pages)[after ? "after" : "all"](db, values)),
    count: async (db: NamedRecords, values: ListValues, search: boolean) => {
      const { rows } = await db.executeQuery(counts[search ? "searched" : "all"](db, values));
      return Number(rows[0]?.n ?? 0);
    },
    find: async (db: NamedRecords, businessId: string, id: string) =>
      (await db.executeQuery(find(db, { businessId, id }))).rows[0],
    insert: async (db: NamedRecords, values: Record<string, unknown>) => {
      const { rows } = await db.executeQuery(insert(definedColumns(values))(db, values));
      const row = rows[0];
      if (!row) throw new Error(`insert into ${table} returned no row`);
      return row;
    },
    update: async (db: NamedRecords, businessId: string, id: string, changes: Record<string, unknown>) => {
      const columns = definedColumns(changes);
      const values: Record<string, unknown> = { businessId, id };
      for (const column of columns) values[`set:${column}`] = changes[column];
      return (await db.executeQuery(update(columns)(db, values))).rows[0];
    },
  };
};

/** Deletes the record unless something still uses it (`usageColumn` above zero): its id when it went. */
export const deleteUnused = (
  db: Db,
  table: NamedTable,
  businessId: string,
  id: string,
  usageColumn?: string,
) => {
  let query = (db as unknown as NamedRecords)
    .deleteFrom(table)
    .where("business_id", "=", businessId)
    .where("id", "=", id);
  if (usageColumn) query = query.where(sql.ref(usageColumn), "<=", 0);
  return query.returning("id").executeTakeFirst();
};
