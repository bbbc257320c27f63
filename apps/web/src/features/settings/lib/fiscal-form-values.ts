import { centavosToPesos } from "@comanda/domain";
import { formatCuit } from "@comanda/domain/fiscal";
import {
  type FiscalSettings,
  type FiscalSettingsInput,
  fiscalSettingsInput,
} from "@comanda/domain/fiscal-settings";
import { DEFAULT_IDENTIFICATION_THRESHOLD } from "@comanda/domain/invoices";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { moneyFieldText, requiredMoneyText } from "@/lib/money-text";

/**
 * The fiscal data form: the domain's rules, with the identification threshold typed as es-AR text
 * ("10.000.000"), read to centavos and checked by the domain's own rule (which takes pesos).
 */
export const fiscalSettingsForm = fiscalSettingsInput.extend({
  identification_threshold: requiredMoneyText
    .transform(centavosToPesos)
    .pipe(fiscalSettingsInput.shape.identification_threshold.unwrap()),
});
export type FiscalSettingsFields = z.input<typeof fiscalSettingsForm>;
export type FiscalSettingsFormValues = z.output<typeof fiscalSettingsForm>;

/** The checked form as the API's body: amounts travel in pesos, like every amount of the API. */
export const fiscalInputOf = (values: FiscalSettingsFormValues): FiscalSettingsInput => ({
  ...values,
  identification_threshold: centavosToPesos(values.identification_threshold),
});

/** Fields a server error can sit under. */
export const fiscalFieldNames = [
  "cuit",
  "legal_name",
  "iva_condition",
  "gross_income",
  "activity_start",
  "point_of_sale",
  "environment",
  "auto_invoice",
  "identification_threshold",
] as const;

export const fiscalFormValues = (settings: FiscalSettings): DefaultValues<FiscalSettingsFields> =>
  settings.configured
    ? {
        cuit: formatCuit(settings.cuit),
        legal_name: settings.legalName,
        iva_condition: settings.ivaCondition,
        gross_income: settings.grossIncome ?? "",
        activity_start: settings.activityStart,
        point_of_sale: settings.pointOfSale,
        environment: settings.environment,
        auto_invoice: settings.autoInvoice,
        identification_threshold: moneyFieldText(settings.identificationThreshold),
      }
    : // Nothing chosen for the IVA condition; a first setup starts in the testing environment, invoicing on
      // demand, with ARCA's threshold of the day.
      {
        cuit: "",
        legal_name: "",
        gross_income: "",
        activity_start: "",
        environment: "homologacion",
        auto_invoice: false,
        identification_threshold: moneyFieldText(centavosToPesos(DEFAULT_IDENTIFICATION_THRESHOLD)),
      };
