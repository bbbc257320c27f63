import {
  centavosToPesos,
  comboAvailability,
  type Order,
  type OrderEditInput,
  pesosToCentavos,
  productDemand,
} from "@comanda/domain";
import { moneyFieldText } from "@/lib/money-text";
import { linesInput } from "./lines-input";
import { type MoneyDraft, type MoneyFields, type MoneyView, moneyInput } from "./money/money-draft";
import type { GridItem, OrderLineDraft } from "./order-draft";
import type { OrderEditorValue } from "./order-editor";
import type { OrderFieldValues } from "./order-fields";

/** An open order as the editor edits it (decision 030): its lines, turn, method and observation. */
export const editorValueOf = (order: Order): OrderEditorValue => ({
  lines: order.lines.map(
    (line): OrderLineDraft =>
      line.kind === "product"
        ? {
            kind: "product",
            itemId: line.itemId,
            name: line.name,
            unitPrice: pesosToCentavos(line.unitPrice),
            quantity: line.quantity,
            stock: null,
            options: line.options.map((option) => ({ ...option, price: pesosToCentavos(option.price) })),
            note: line.note,
            // Decision 082: an edit keeps the course the line has, moved or its product's then.
            course: line.course ?? null,
          }
        : {
            kind: "promotion",
            itemId: line.itemId,
            name: line.name,
            unitPrice: pesosToCentavos(line.unitPrice),
            quantity: line.quantity,
            items: line.items.map((item) => ({
              productId: item.productId,
              name: item.name,
              quantityNeeded: item.quantity,
              quantity: null,
            })),
            // Decision 080: an edit keeps what the combo's products were sold with.
            choices: line.items.flatMap((item) =>
              item.options?.length
                ? [
                    {
                      productId: item.productId,
                      name: item.name,
                      options: item.options.map((option) => ({
                        ...option,
                        price: pesosToCentavos(option.price),
                      })),
                    },
                  ]
                : [],
            ),
          },
  ),
  turn: order.turn,
  paymentMethodId: order.paymentMethodId,
  observation: order.observation ?? "",
  money: moneyDraftOf(order),
});

const typed = (pesos: number | null) => (pesos === null ? "" : moneyFieldText(pesos));

/** The order's discounts, surcharges, tip and payment as the money section types them. */
export const moneyDraftOf = (order: Order): MoneyDraft => {
  const split = order.payments.length > 1;
  return {
    adjustments: order.adjustments.map((adjustment) => ({
      kind: adjustment.kind,
      mode: adjustment.mode,
      value: typed(adjustment.value),
      reason: adjustment.reason,
    })),
    tip: order.tip > 0 ? typed(order.tip) : "",
    parts: split
      ? order.payments.map((payment) => ({
          methodId: payment.paymentMethodId,
          amount: typed(payment.amount),
          tendered: typed(payment.tendered),
        }))
      : null,
    tendered: split ? "" : typed(order.payments[0]?.tendered ?? null),
  };
};

/**
 * An edit's money, always whole: creation leaves out what is empty, but an edit that leaves a field out keeps
 * what the order had (decision 027), so a discount taken away or a split undone must be said.
 */
export const editMoneyInput = (draft: MoneyDraft, view: MoneyView, methodId: string): MoneyFields => {
  const fields = moneyInput(draft, view, methodId);
  if (!view.money) return fields;
  return {
    adjustments: fields.adjustments ?? [],
    tip: fields.tip ?? 0,
    payments: fields.payments ?? [{ payment_method_id: methodId, amount: centavosToPesos(view.money.total) }],
  };
};

/** What the order already took from each product's stock, combos expanded. */
export const orderDemand = (order: Order): Map<string, number> =>
  productDemand(
    order.lines.flatMap((line) =>
      line.kind === "product" ? [{ productId: line.itemId, quantity: line.quantity }] : [],
    ),
    order.lines.flatMap((line) =>
      line.kind === "promotion"
        ? [
            {
              quantity: line.quantity,
              items: line.items.map((item) => ({ productId: item.productId, quantityNeeded: item.quantity })),
            },
          ]
        : [],
    ),
  );

/**
 * The catalog as an edit of `order` sees it: the stock the options show is what is left after the order took
 * its share, and an edit may keep (or reshuffle) that share, so it counts as available again.
 */
export const catalogForEdit = (items: readonly GridItem[], order: Order): GridItem[] => {
  const own = orderDemand(order);
  if (own.size === 0) return [...items];
  const back = (id: string, quantity: number | null) =>
    quantity === null ? null : quantity + (own.get(id) ?? 0);
  return items.map((item): GridItem => {
    if (item.kind === "product") {
      const option = { ...item.option, quantity: back(item.id, item.option.quantity) };
      return { ...item, option };
    }
    const promotionItems = item.option.items.map((each) => ({
      ...each,
      quantity: back(each.productId, each.quantity),
    }));
    const option = { ...item.option, items: promotionItems, maxQuantity: comboAvailability(promotionItems) };
    return { ...item, option };
  });
};

/** PATCH /orders/:id's body: the whole new content and the version it was edited from. */
export const editInput = (
  fields: OrderFieldValues,
  lines: readonly OrderLineDraft[],
  version: number,
  money: MoneyFields = {},
): OrderEditInput => ({ ...fields, ...linesInput(lines), ...money, version });
