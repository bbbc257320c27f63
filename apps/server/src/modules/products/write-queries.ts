import { nameKey, type ProductValues } from "@comanda/domain";
import type { Db } from "../../db/database.ts";
import { isForeignKeyViolation } from "../../db/foreign-key-violation.ts";
import type { Dialect } from "../../db/migrations/types.ts";
import { isUniqueViolation, nameIndex } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";

const codeIndex = { name: "product_code_key_unique", table: "product", column: "code_key" };
const duplicateCode = "Ya existe un producto con ese código.";
export const duplicateProductName = "Ya existe un producto con ese nombre.";

/**
 * The columns a create or an edit writes; money already in centavos, the recipe apart. A rate left out
 * keeps the one stored (the column's default, 21 %, on create).
 */
export const productColumns = (input: ProductValues) => ({
  name: input.name,
  name_key: nameKey(input.name),
  code: input.code,
  code_key: input.code === null ? null : input.code.toLowerCase(),
  category_id: input.category_id,
  price: input.price,
  unit_price: input.unit_price,
  quantity: input.quantity,
  ...(input.vat_rate === undefined ? {} : { vat_rate: input.vat_rate }),
});

/**
 * The product's category and stock, locked on PostgreSQL until the transaction ends, so two edits of one
 * product cannot both move its count out of the same category, nor a sale slip between an edit's read of
 * the stock and its write. SQLite runs one write transaction at a time.
 */
export const lockProduct = (trx: Db, dialect: Dialect, businessId: string, id: string) =>
  trx
    .selectFrom("product")
    .select(["category_id", "quantity"])
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();

/**
 * The unique indexes decide a duplicate code or name (case and accents ignored, issue 15), so two
 * concurrent saves of one cannot both succeed; a
 * foreign key failing means a category or ingredient vanished after it was checked.
 */
export const guardSave = async <T>(save: () => Promise<T>): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, codeIndex))
      throw new AppError("aborted", duplicateCode, { code: duplicateCode });
    if (isUniqueViolation(error, nameIndex("product")))
      throw new AppError("aborted", duplicateProductName, { name: duplicateProductName });
    if (isForeignKeyViolation(error))
      throw new AppError(
        "aborted",
        "La categoría o un ingrediente cambió mientras guardabas. Volvé a intentar.",
      );
    throw error;
  }
};
