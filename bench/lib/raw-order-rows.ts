import { uuidv7 } from "@comanda/domain";
import { orderBody, type ServiceBusiness } from "./service-business.ts";

// The rows of an order as the raw loop writes them (raw-orders.ts): the columns the server's create writes,
// and the SQL of each statement, for `?` (SQLite) or `$1` (PostgreSQL) placeholders.

export const orderColumns = [
  "id",
  "business_id",
  "shift_id",
  "turn",
  "status",
  "payment_method_id",
  "payment_method_name",
  "observation",
  "total",
  "subtotal",
  "created_by",
  "created_by_name",
  "request_hash",
  "created_at",
  "updated_at",
  "status_changed_at",
] as const;
export const lineColumns = ["order_id", "position", "business_id", "kind", "item_id", "name", "category_id"];
// Decision 080: a line's note and options (JSON) beside its money; decision 082: its course (none here).
export const lineFields = ["quantity", "unit_price", "subtotal", "note", "options", "course"];
export const paymentColumns = ["order_id", "position", "business_id", "payment_method_id", "name", "amount"];
export const movementColumns = [
  "id",
  "business_id",
  "item_kind",
  "item_id",
  "delta",
  "quantity_after",
  "reason",
  "order_id",
  "user_id",
  "user_name",
  "created_at",
];

/** Decision 047: the audit trail's row of each new order, which the server writes with it. */
export const auditColumns = [
  "id",
  "business_id",
  "at",
  "user_id",
  "user_name",
  "action",
  "order_id",
  "target",
  "detail",
];

export type Placeholder = (index: number) => string;
const valuesOf = (count: number, rows: number, mark: Placeholder) =>
  Array.from(
    { length: rows },
    (_, row) =>
      `(${Array.from({ length: count }, (_, column) => mark(row * count + column + 1)).join(", ")})`,
  ).join(", ");
export const insertSql = (table: string, columns: readonly string[], rows: number, mark: Placeholder) =>
  `insert into "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) values ${valuesOf(columns.length, rows, mark)}`;

/** The n-th order's rows, as parameter lists for the statements above. */
export const rowsOf = (business: ServiceBusiness, n: number) => {
  const body = orderBody(business, n, uuidv7());
  const now = Date.now();
  const method = business.paymentMethods.find((m) => m.id === body.payment_method_id);
  const lines = body.products.map((line, position) => {
    const product = business.products.find((p) => p.id === line.product_id);
    // Decision 080: the options as the line keeps them (domain StoredLineOption), their prices in its own.
    const chosen: string[] = "options" in line ? line.options : [];
    const options = business.groups.flatMap((group) =>
      group.options
        .filter((option) => chosen.includes(option.id))
        .map((option) => ({
          id: option.id,
          group: group.name,
          name: option.name,
          price: option.price * 100,
          ingredientId: null,
          thousandths: 0,
        })),
    );
    const unitPrice = (product?.price ?? 0) * 100 + options.reduce((sum, option) => sum + option.price, 0);
    const note = "note" in line ? line.note : null;
    return {
      values: [
        body.id,
        position,
        business.businessId,
        "product",
        line.product_id,
        product?.name,
        business.categoryId,
      ],
      money: [
        line.quantity,
        unitPrice,
        unitPrice * line.quantity,
        note,
        options.length > 0 ? JSON.stringify(options) : null,
        null,
      ],
      productId: line.product_id ?? "",
      units: line.quantity,
    };
  });
  const total = lines.reduce((sum, line) => sum + (line.money[2] as number), 0);
  const order = [
    body.id,
    business.businessId,
    business.shift.id,
    body.turn,
    "pending",
    method?.id,
    method?.name,
    body.observation,
    total,
    total,
    business.owner.id,
    business.owner.name,
    `raw-${n}`,
    now,
    now,
    now,
  ];
  const lineValues = lines.flatMap((line) => [...line.values, ...line.money]);
  const payment = [body.id, 0, business.businessId, method?.id, method?.name, total];
  const movement = (productId: string, units: number, after: number) => [
    uuidv7(now),
    business.businessId,
    "product",
    productId,
    -units,
    after,
    "sale",
    body.id,
    business.owner.id,
    business.owner.name,
    now,
  ];
  const audit = [
    uuidv7(now),
    business.businessId,
    now,
    business.owner.id,
    business.owner.name,
    "created",
    body.id,
    `Pedido ${body.turn}`,
    `Total $ ${total / 100}`,
  ];
  return { order, lines, lineValues, payment, movement, audit };
};

export const takeSql = (mark: Placeholder) =>
  `update "product" set "quantity" = "quantity" - ${mark(1)} where "business_id" = ${mark(2)} and "id" = ${mark(3)} and "quantity" >= ${mark(4)} returning "quantity"`;

export type OrderRows = ReturnType<typeof rowsOf>;
