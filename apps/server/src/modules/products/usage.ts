import type { Db } from "../../db/database.ts";
import { productNamesUsing, promotionNamesUsing } from "./links/queries.ts";

/** Names shown in a refusal; past these, "y N más". */
const SHOWN = 3;

/** «A» · «A» y «B» · «A», «B» y «C» · «A», «B», «C» y 2 más. */
export const namedList = (names: string[], total: number): string => {
  const quoted = names.slice(0, SHOWN).map((name) => `«${name}»`);
  const rest = total - quoted.length;
  if (rest > 0) return `${quoted.join(", ")} y ${rest} más`;
  if (quoted.length === 1) return quoted[0] ?? "";
  return `${quoted.slice(0, -1).join(", ")} y ${quoted.at(-1)}`;
};

type Named = { name: string; total: number | string | null };

const namesOf = (rows: Named[]) => ({
  names: rows.map((row) => row.name),
  total: Number(rows[0]?.total ?? 0),
});

/** The promotions a product is part of, as a delete refusal; null when there is none (decision 017). */
export const promotionsUsing = async (db: Db, businessId: string, productId: string) => {
  const rows = await promotionNamesUsing(db, businessId, productId, SHOWN);
  const { names, total } = namesOf(rows);
  if (total === 0) return null;
  const where = total === 1 ? "la promoción" : "las promociones";
  return `No se puede eliminar: el producto está en ${where} ${namedList(names, total)}.`;
};

/** The products whose recipe uses an ingredient, as a delete refusal; null when there is none (decision 017). */
export const recipesUsing = async (db: Db, businessId: string, ingredientId: string) => {
  const rows = await productNamesUsing(db, businessId, ingredientId, SHOWN);
  const { names, total } = namesOf(rows);
  if (total === 0) return null;
  return `No se puede eliminar: el ingrediente se usa en ${namedList(names, total)}.`;
};
