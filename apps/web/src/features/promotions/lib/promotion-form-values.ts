import {
  centavosToPesos,
  type ProductOption,
  type Promotion,
  type PromotionInput,
  type PromotionValues,
  pesosToCentavos,
  promotionInput,
} from "@comanda/domain";
import { z } from "zod";
import { moneyFieldText, requiredMoneyText } from "@/lib/money-text";
import { fromDateTimeText, nowToTheMinute, toDateTimeText } from "./promotion-dates";

/** A product in the combo as the dialog shows it: its name and price travel along for the list and totals. */
export type ComboRow = { productId: string; name: string; price: number; quantityNeeded: number };

/** The dialog's fields as typed: the value and dates stay text until the rules below read them. */
export type PromotionFields = {
  name: string;
  value: string;
  start_date: string;
  end_date: string;
  applies_to: ComboRow[];
};

export const promotionFieldNames = ["name", "value", "start_date", "end_date", "applies_to"] as const;

const dateTime = (missing: string | null, invalid: string) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === "" && missing === null) return null;
    const ms = fromDateTimeText(text);
    if (ms !== null) return ms;
    ctx.addIssue({ code: "custom", message: text.trim() === "" && missing ? missing : invalid });
    return z.NEVER;
  });

const comboRow = z.object({
  productId: z.string(),
  name: z.string(),
  price: z.number(),
  quantityNeeded: z.number(),
});

/** Reads the typed fields into the API's body, then checks it with the domain's own rules (docs/product.md#validation). */
export const promotionFields = z
  .object({
    name: z.string(),
    // The domain's rules below take pesos.
    value: requiredMoneyText.transform(centavosToPesos),
    start_date: dateTime("Ingresá la fecha de inicio.", "La fecha de inicio no es válida."),
    end_date: dateTime(null, "La fecha final no es válida."),
    applies_to: z
      .array(comboRow)
      .transform((rows) =>
        rows.map((row) => ({ product_id: row.productId, quantity_needed: row.quantityNeeded })),
      ),
  })
  .transform((input): PromotionInput => input)
  .pipe(promotionInput);

export const emptyPromotionFields = (now = Date.now()): PromotionFields => ({
  name: "",
  value: "",
  start_date: toDateTimeText(nowToTheMinute(now)),
  end_date: "",
  applies_to: [],
});

export const fieldsOf = (promotion: Promotion): PromotionFields => ({
  name: promotion.name,
  value: moneyFieldText(promotion.value),
  start_date: toDateTimeText(promotion.startDate),
  end_date: promotion.endDate === null ? "" : toDateTimeText(promotion.endDate),
  applies_to: promotion.appliesTo.map((item) => ({
    productId: item.productId,
    name: item.name,
    price: item.price,
    quantityNeeded: item.quantityNeeded,
  })),
});

/** The checked form, back in the pesos the API speaks (the domain's rules turned them into centavos). */
export const inputOf = (values: PromotionValues): PromotionInput => ({
  ...values,
  value: centavosToPesos(values.value),
});

export const rowOf = (option: ProductOption): ComboRow => ({
  productId: option.id,
  name: option.name,
  price: option.price,
  quantityNeeded: 1,
});

/** docs/product.md#validation: Guardar stays off until the name, the value and at least one product are set. */
export const canSave = (fields: { name?: string; value?: string; applies_to?: unknown[] }): boolean =>
  (fields.name ?? "").trim() !== "" &&
  (fields.value ?? "").trim() !== "" &&
  (fields.applies_to?.length ?? 0) > 0;

/** What the products cost bought one by one, in centavos: the combo's value is measured against it. */
export const listPriceOf = (rows: readonly ComboRow[]): number =>
  rows.reduce((sum, row) => sum + pesosToCentavos(row.price) * row.quantityNeeded, 0);
