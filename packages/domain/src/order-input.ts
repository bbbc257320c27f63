import { z } from "zod";
import { lineCourse } from "./courses.ts";
import { isRecentUuidv7 } from "./ids.ts";
import { MAX_MODIFIER_OPTIONS } from "./limits.ts";
import { comboChoicesKey, lineKey } from "./line-choices.ts";
import { blankAsNone } from "./optional.ts";
import { orderMoneyFields } from "./order-money.ts";
import { orderTypeFields, orderTypeIssues } from "./order-type.ts";
import { MAX_COMBO_ITEMS } from "./promotions.ts";

// What a client sends to create an order (docs/product.md#order-creation); what an order is lives in orders.ts.

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 999;
export const MAX_TURN_LENGTH = 20;
export const MAX_OBSERVATION_LENGTH = 500;
/** A line's own note ('sin sal', 'para compartir'): it prints under the line, so it is short. */
export const MAX_LINE_NOTE_LENGTH = 140;

const lineQuantity = z
  .number({ error: "Ingresá la cantidad." })
  .int("La cantidad debe ser un número entero.")
  .min(1, "La cantidad debe ser al menos 1.")
  .max(MAX_LINE_QUANTITY, `La cantidad puede ser como mucho ${MAX_LINE_QUANTITY}.`);

/** Text the person typed: no control characters; line breaks allowed in the observation. */
const freeText = (max: number, tooLong: string) =>
  z
    .string({ error: "Debe ser texto." })
    .trim()
    .max(max, tooLong)
    .refine((text) => !/(?![\n\r\t])\p{Cc}|\p{Cs}/u.test(text), "Tiene caracteres que no se pueden usar.");

const optionIds = z
  .array(z.uuid({ error: "La opción elegida no es válida." }), { error: "Las opciones deben ser una lista." })
  .max(MAX_MODIFIER_OPTIONS, `Una línea puede tener hasta ${MAX_MODIFIER_OPTIONS} opciones.`)
  .refine((ids) => new Set(ids).size === ids.length, "Cada opción puede elegirse una sola vez.")
  .default([]);

/** Decision 080: a product line with its options (priced by the server) and its own note. */
export const orderProductInput = z.object({
  product_id: z.uuid({ error: "Elegí un producto." }),
  quantity: lineQuantity,
  options: optionIds,
  note: blankAsNone(
    freeText(MAX_LINE_NOTE_LENGTH, `La nota puede tener hasta ${MAX_LINE_NOTE_LENGTH} caracteres.`),
  ),
  /** Decision 082: the line's course; left out, the product's */
  course: lineCourse,
});

/** Decision 080: what a combo line chose for one of its products (its own groups); priced by the server. */
export const orderComboChoiceInput = z.object({
  product_id: z.uuid({ error: "Elegí un producto de la promoción." }),
  options: optionIds,
});

export const orderPromotionInput = z.object({
  promotion_id: z.uuid({ error: "Elegí una promoción." }),
  quantity: lineQuantity,
  /**
   * Decision 080: the options of the combo's products that ask groups, the same for every unit of the line. Left
   * out (a screen or a queued order from before), the combo sells as it is set up.
   */
  items: z
    .array(orderComboChoiceInput, { error: "Las opciones de la promoción deben ser una lista." })
    .max(MAX_COMBO_ITEMS, `Un combo puede tener hasta ${MAX_COMBO_ITEMS} productos.`)
    .refine(
      (items) => new Set(items.map((item) => item.product_id)).size === items.length,
      "Cada producto de la promoción puede estar una sola vez.",
    )
    .optional(),
});

/**
 * Decision 080: a combo line of a request is its combo and its products' choices (`comboChoicesKey`): the same
 * combo with other choices is another line, with the same ones the same line.
 */
export const promotionLineKey = (line: {
  promotion_id: string;
  items?: readonly { product_id: string; options: readonly string[] }[] | undefined;
}) =>
  comboChoicesKey(
    line.promotion_id,
    (line.items ?? []).map((item) => ({ productId: item.product_id, optionIds: item.options })),
  );

/**
 * The id a client makes for an order or a table's tab (docs/product.md#rules): a UUIDv7 of about now,
 * checked against the clock on each parse (the server's when the request arrives; decision 070).
 */
export const clientOrderId = (message: string) =>
  z.uuid({ version: "v7", error: message }).refine((id) => isRecentUuidv7(id, Date.now()), message);

/**
 * docs/product.md#new-order and #validation. `id` is the order's UUIDv7, made by the client before sending (docs/product.md#rules):
 * a retry with the same id and body returns the stored order; with another body it is refused. Prices and
 * the total are never sent: the server computes them. A product may be on several lines with other options or
 * another note, a combo with other choices for its products (decision 080).
 */
export const orderInput = z
  .object({
    id: clientOrderId("El identificador del pedido no es válido."),
    turn: freeText(
      MAX_TURN_LENGTH,
      `El número de orden puede tener hasta ${MAX_TURN_LENGTH} caracteres.`,
    ).min(1, "Ingresá el número de orden."),
    payment_method_id: z.uuid({ error: "Elegí un medio de pago." }),
    observation: blankAsNone(
      freeText(
        MAX_OBSERVATION_LENGTH,
        `La observación puede tener hasta ${MAX_OBSERVATION_LENGTH} caracteres.`,
      ),
    ),
    products: z
      .array(orderProductInput, { error: "Los productos deben ser una lista." })
      .max(MAX_ORDER_LINES, `Un pedido puede tener hasta ${MAX_ORDER_LINES} productos.`)
      .default([])
      .refine(
        (lines) =>
          new Set(
            lines.map((line) =>
              lineKey({ itemId: line.product_id, optionIds: line.options, note: line.note }),
            ),
          ).size === lines.length,
        "Dos líneas iguales (mismo producto, opciones y nota): sumá la cantidad.",
      ),
    promotions: z
      .array(orderPromotionInput, { error: "Las promociones deben ser una lista." })
      .max(MAX_ORDER_LINES, `Un pedido puede tener hasta ${MAX_ORDER_LINES} promociones.`)
      .default([])
      .refine(
        (lines) => new Set(lines.map(promotionLineKey)).size === lines.length,
        "Dos líneas iguales (misma promoción y mismas opciones): sumá la cantidad.",
      ),
    // Decision 026: split payment, discounts and surcharges, tip (order-money.ts); all optional.
    ...orderMoneyFields,
    // Decision 050: counter, take-away or delivery, its customer, delivery fee and promised time (order-type.ts).
    ...orderTypeFields,
  })
  .refine((order) => order.products.length + order.promotions.length > 0, {
    path: ["products"],
    message: "Agregá al menos un producto o una promoción.",
  })
  .superRefine((order, context) => {
    for (const issue of orderTypeIssues(order, Date.now()))
      context.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });
export type OrderInput = z.input<typeof orderInput>;
export type OrderValues = z.output<typeof orderInput>;
