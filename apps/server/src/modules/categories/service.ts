import type { Category, CategoryInput } from "@comanda/domain";
import type { CategoryTable } from "../../db/schema.ts";
import { namedRecordService } from "../named-records/index.ts";

type CategoryRow = Omit<CategoryTable, "product_count"> & { product_count: number };

/** docs/product.md#categories; `product_count` is maintained by the products module (docs/product.md#api). */
export const categories = namedRecordService<CategoryRow, Category, CategoryInput>({
  table: "category",
  entity: "categories",
  messages: {
    notFound: "No encontramos esa categoría.",
    duplicate: "Ya existe una categoría con ese nombre.",
  },
  itemColumns: ["product_count"],
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    productCount: row.product_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  usage: {
    column: "product_count",
    refusal: (count) =>
      `No se puede eliminar la categoría: tiene ${count} ${count === 1 ? "producto" : "productos"}.`,
  },
});
