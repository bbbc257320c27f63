import { parseAmount } from "./amounts.ts";
import { type ArcaMessage, ArcaUnavailableError } from "./errors.ts";
import { child, children, text, type XmlNode } from "./xml.ts";

/** Every `Err`/`Obs` of `container` ("Errors", "Observaciones") as code and text. */
export const messages = (node: XmlNode | undefined, container: string, item: string): ArcaMessage[] =>
  children(child(node, container), item).map((message) => ({
    code: Number(text(message, "Code")),
    message: text(message, "Msg") ?? "",
  }));

const unreadable = (operation: string, name: string, value: string | undefined) =>
  new ArcaUnavailableError(
    `WSFEv1 answered ${operation} with an unreadable ${name}: ${JSON.stringify(value)}`,
  );

/** The integer in child `name`; an answer without it cannot be trusted, so the call counts as unanswered. */
export const readInteger = (node: XmlNode | undefined, name: string, operation: string): number => {
  const value = text(node, name);
  if (value === undefined || !/^\d+$/.test(value)) throw unreadable(operation, name, value);
  return Number(value);
};

/** The amount in child `name`, in centavos. */
export const readAmount = (node: XmlNode | undefined, name: string, operation: string): number => {
  const value = text(node, name);
  try {
    return parseAmount(value ?? "");
  } catch {
    throw unreadable(operation, name, value);
  }
};

/** Text of child `name`, or null when absent or empty (`<CAE />` of a rejected voucher). */
export const readOptional = (node: XmlNode | undefined, name: string): string | null =>
  text(node, name) || null;
