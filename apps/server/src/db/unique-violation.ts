export type UniqueIndex = { name: string; table: string; column: string };

/**
 * Whether a write failed on the given unique index. PostgreSQL reports SQLSTATE 23505 with the index's
 * name; SQLite reports SQLITE_CONSTRAINT_UNIQUE naming the columns ("… failed: category.business_id,
 * category.name_key").
 */
export const isUniqueViolation = (error: unknown, index: UniqueIndex): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === "23505") return constraint === index.name;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" &&
    typeof message === "string" &&
    message.includes(`${index.table}.${index.column}`)
  );
};

/** The (business_id, name_key) index every named record has (migration 0010; docs/decisions/024). */
export const nameIndex = (table: string): UniqueIndex => ({
  name: `${table}_name_key_unique`,
  table,
  column: "name_key",
});
