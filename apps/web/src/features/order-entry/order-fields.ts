import { orderInput } from "@comanda/domain";
import { z } from "zod";
import { isApiError } from "@/lib/api-error";
import { typeFieldNames } from "./order-type/type-draft";

/** The dialog's typed fields, checked by the domain's own rules for them (docs/product.md#validation). */
export const orderFields = z.object({
  turn: orderInput.shape.turn,
  payment_method_id: orderInput.shape.payment_method_id,
  observation: orderInput.shape.observation,
});

export type OrderFields = z.input<typeof orderFields>;
export type OrderFieldValues = z.output<typeof orderFields>;

export const orderFieldNames = ["turn", "payment_method_id", "observation"] as const;
/**
 * The server's refusals of the money fields (decision 031): a cashier's discount past the limit, parts that do
 * not add up.
 */
const moneyFieldNames = ["adjustments", "tip", "payments"] as const;
// Decision 050: the customer, the delivery fee and the promised time, refused by the domain's rules or the server.
export type OrderFieldName =
  | (typeof orderFieldNames)[number]
  | (typeof moneyFieldNames)[number]
  | (typeof typeFieldNames)[number];
const shownFields: readonly string[] = [...orderFieldNames, ...moneyFieldNames, ...typeFieldNames];
export type OrderFieldErrors = Partial<Record<OrderFieldName, string>>;

/** The first message for each field of a failed parse. */
export const fieldErrorsOf = (error: z.ZodError): OrderFieldErrors => {
  const errors: OrderFieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (typeof name === "string" && (orderFieldNames as readonly string[]).includes(name))
      errors[name as OrderFieldName] ??= issue.message;
  }
  return errors;
};

/** docs/product.md#validation: 'Crear' stays off with no lines, no order number or no payment method. */
export const canCreate = (fields: Partial<OrderFields>, lineCount: number): boolean =>
  lineCount > 0 && (fields.turn ?? "").trim() !== "" && (fields.payment_method_id ?? "") !== "";

/** The server's field errors that sit under one of the order's fields ("payments.1.tendered" under payments). */
export const serverErrors = (error: unknown): OrderFieldErrors => {
  const fields = (isApiError(error) && error.fields) || {};
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split(".")[0] ?? path;
    if (shownFields.includes(name)) errors[name] ??= message;
  }
  return errors;
};

/** What the screen's alert says: the error's message, unless it went under a field. */
export const formMessage = (error: Error): string | null =>
  Object.keys(serverErrors(error)).length === 0 ? error.message : null;
