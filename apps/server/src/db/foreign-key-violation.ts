/**
 * Whether a write failed on a foreign key: PostgreSQL reports SQLSTATE 23503, SQLite
 * SQLITE_CONSTRAINT_FOREIGNKEY (without naming the key, so callers know which one from the write itself).
 */
export const isForeignKeyViolation = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
};
