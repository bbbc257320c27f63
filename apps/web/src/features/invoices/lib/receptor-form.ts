import {
  type ReceptorCondition,
  type ReceptorInput,
  receptorConditions,
  receptorInput,
} from "@comanda/domain/invoices";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { isApiError } from "@/lib/api-error";

export const receptorTypes = ["consumidor-final", "dni", "cuit"] as const;
export type ReceptorType = (typeof receptorTypes)[number];
export const receptorTypeLabels: Record<ReceptorType, string> = {
  "consumidor-final": "Consumidor final",
  dni: "DNI",
  cuit: "CUIT",
};

/**
 * Who the invoice is for, as the form keeps it: every field at once, so switching between DNI and CUIT
 * keeps what was typed. Only the chosen type's fields go to the domain's rules (`receptorInput`).
 */
export const receptorForm = z
  .object({
    type: z.enum(receptorTypes),
    number: z.string(),
    name: z.string(),
    iva_condition: z.union([z.enum(receptorConditions), z.literal("")]),
  })
  .transform(({ type, number, name, iva_condition }): ReceptorInput => {
    if (type === "consumidor-final") return { type };
    // A DNI's name is optional: left blank, it is not sent.
    if (type === "dni") return name.trim() === "" ? { type, number } : { type, number, name };
    // An empty condition is the domain's to refuse, with its own message.
    return { type, number, name, iva_condition: iva_condition as ReceptorCondition };
  })
  .pipe(receptorInput);

export type ReceptorFields = z.input<typeof receptorForm>;
export type ReceptorValues = z.output<typeof receptorForm>;
export type ReceptorFormApi = UseFormReturn<ReceptorFields, unknown, ReceptorValues>;

export const emptyReceptor = (type: ReceptorType): ReceptorFields => ({
  type,
  number: "",
  name: "",
  iva_condition: "",
});

const fieldOf: Record<string, keyof ReceptorFields> = {
  receptor: "type",
  "receptor.type": "type",
  "receptor.number": "number",
  "receptor.name": "name",
  "receptor.iva_condition": "iva_condition",
};

/** The server's receptor errors ("receptor", "receptor.number"…) by the field they sit under. */
export const receptorServerErrors = (error: unknown): [keyof ReceptorFields, string][] =>
  Object.entries((isApiError(error) && error.fields) || {}).flatMap(([key, message]) => {
    const name = fieldOf[key];
    return name ? [[name, message]] : [];
  });

/** Puts the server's receptor errors under their fields, focusing the first. */
export function showReceptorErrors(form: Pick<ReceptorFormApi, "setError">, error: unknown) {
  receptorServerErrors(error).forEach(([name, message], index) => {
    form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
  });
}

/** What a receptor form shows above its fields: the error's message, unless it went under a field. */
export const receptorFormError = (error: Error | null): string | null =>
  error && receptorServerErrors(error).length === 0 ? error.message : null;
