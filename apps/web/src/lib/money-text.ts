import { centavosToPesos, formatPesos, parseMoney } from "@comanda/domain";
import { z } from "zod";

export const moneyTextMessage = "Ingresá un monto válido, por ejemplo 1.234,50.";

/**
 * An amount in pesos as typed in a form ("1.234,50", "850.5", "$ 20"): centavos out, null when left
 * blank. The API takes pesos, so a form hands `centavosToPesos` of it on.
 */
export const moneyText = z.string().transform((text, ctx) => {
  if (text.trim() === "") return null;
  const centavos = parseMoney(text);
  if (centavos === null) {
    ctx.addIssue({ code: "custom", message: moneyTextMessage });
    return z.NEVER;
  }
  return centavos;
});

/** The same for an amount that cannot be left blank (a combo's value): centavos out. */
export const requiredMoneyText = moneyText.pipe(z.number({ error: moneyTextMessage }));

/** Pesos from the API as a form shows them for editing: 1234.5 → "1234,50", null → "". */
export const moneyFieldText = (pesos: number | null): string =>
  pesos === null
    ? ""
    : formatPesos(pesos)
        .replace(/^\$\s*/, "")
        .replaceAll(".", "");

/** Centavos a form read, as the pesos the API speaks; null stays null. */
export const pesosOf = (centavos: number | null): number | null =>
  centavos === null ? null : centavosToPesos(centavos);
