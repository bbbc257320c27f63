import { type Compilable, type CompiledQuery, type Kysely, PostgresAdapter } from "kysely";
import { prepareOnPostgres } from "./statement-cache.ts";

/** Stands in for a value while the template is compiled: no real value starts with U+0000. */
const marker = "\u0000query-template:";

/** Where a template's value goes: into the SQL as the parameter it stands for. */
export type TemplateParam<Name extends string> = (name: Name) => never;

type Compiled<Row, Name extends string> = {
  query: CompiledQuery<Row>;
  /** Per parameter of the compiled query: the value it takes, or null when it is the template's constant. */
  slots: (Name | null)[];
};

/**
 * Kysely builds and compiles a query anew on every call, which on the hot path costs as much as running
 * a small one (decision 016). A template is built and compiled once per dialect, and each call only
 * puts its values in; PostgreSQL keeps it prepared (db/statement-cache.ts). Its SQL must not depend on
 * the values (a `$if` branch is a template of its own), and each value must go in whole: as a compared
 * or inserted value, not inside a larger expression.
 */
export const queryTemplate = <DB, Name extends string, Row>(
  build: (db: Kysely<DB>, param: TemplateParam<Name>) => Compilable<Row>,
) => {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const compiled = new WeakMap<object, Compiled<Row, Name>>();

  const compile = (db: Kysely<DB>): Compiled<Row, Name> => {
    const named = new Set<Name>();
    const query = build(db, (name) => {
      named.add(name);
      return `${marker}${name}` as never;
    }).compile();
    const slots = query.parameters.map((value) => {
      if (typeof value !== "string" || !value.includes(marker)) return null;
      const name = value.slice(marker.length) as Name;
      if (!value.startsWith(marker) || !named.has(name)) {
        throw new Error(`query template: a value was altered on its way into the SQL (${query.sql})`);
      }
      return name;
    });
    for (const name of named) {
      if (!slots.includes(name))
        throw new Error(`query template: "${name}" is not a parameter (${query.sql})`);
    }
    if (db.getExecutor().adapter instanceof PostgresAdapter) prepareOnPostgres(query.sql);
    return { query, slots };
  };

  /** The compiled query with these values, to run with `db.executeQuery` (a transaction's too). */
  return (db: Kysely<DB>, values: Record<Name, unknown>): CompiledQuery<Row> => {
    const key = db.getExecutor().adapter;
    let template = compiled.get(key);
    if (!template) {
      template = compile(db);
      compiled.set(key, template);
    }
    const { query, slots } = template;
    const parameters = query.parameters.slice();
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index];
      if (slot !== null && slot !== undefined) parameters[index] = values[slot];
    }
    return { ...query, parameters };
  };
};
