import type { ColumnDataType } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** The only engine differences in the schema: Better Auth's date and boolean columns. */
export const dateType = (dialect: Dialect): ColumnDataType =>
  dialect === "postgres" ? "timestamptz" : "text";
export const boolType = (dialect: Dialect): ColumnDataType =>
  dialect === "postgres" ? "boolean" : "integer";
