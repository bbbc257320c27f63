import { type Course, lineKey } from "@comanda/domain";
import type { Db } from "../../../db/database.ts";
import { AppError } from "../../../errors.ts";
import { type LineFields, optionsOfLine } from "../read/order-rows.ts";
import type { OrderCatalog, OrderContentValues } from "./order-catalog.ts";

/**
 * Decision 082: a course a line is given must be one of the business's. On an edit (a table's round is one) a
 * course its lines already had is kept too: the owner may have deleted it since, and the lines stay under it
 * ('Sin tiempo' on the screens) until someone moves them. Read only when a line names a course, so an order
 * whose lines take their products' courses costs nothing more. 409: the screen's list of courses was stale.
 */
export const checkLineCourses = async (
  trx: Db,
  businessId: string,
  catalog: OrderCatalog,
  input: OrderContentValues,
  had: readonly (string | null)[] = [],
) => {
  if (!input.products.some((line) => line.course)) return;
  const row = await trx
    .selectFrom("business")
    .select("courses")
    .where("id", "=", businessId)
    .executeTakeFirst();
  const known = new Set<string | null>([
    ...(JSON.parse(row?.courses ?? "[]") as Course[]).map((course) => course.id),
    ...had,
  ]);
  input.products.forEach((line, index) => {
    if (!line.course || known.has(line.course)) return;
    const name = catalog.products.get(line.product_id)?.name ?? "un producto";
    const message = `El tiempo elegido para ${name} ya no existe: elegí otro.`;
    throw new AppError("aborted", message, { [`products.${index}.course`]: message });
  });
};

const keyOf = (line: LineFields) =>
  lineKey({
    itemId: line.item_id,
    optionIds: optionsOfLine(line).map((option) => option.id),
    note: line.note,
  });

/**
 * Decision 082: whether an edit moved a line to another course. The course is not part of what a line is (its
 * changes list nothing for it), but a move alone is still an edit to write.
 */
export const coursesMoved = (before: readonly LineFields[], after: readonly LineFields[]) => {
  const was = new Map(
    before.flatMap((line) => (line.kind === "product" ? [[keyOf(line), line.course]] : [])),
  );
  return after.some(
    (line) => line.kind === "product" && was.has(keyOf(line)) && was.get(keyOf(line)) !== line.course,
  );
};
