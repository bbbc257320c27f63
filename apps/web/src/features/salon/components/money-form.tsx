import {
  adjustmentInput,
  centavosToPesos,
  discountRefusal,
  MAX_ADJUSTMENT_REASON,
  type Order,
  percentOf,
  pesosToCentavos,
} from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/form-text-field";
import { useDiscountRule } from "@/entities/business/business-query";
import { useCurrentSession } from "@/lib/current-session";
import { moneyFieldText, moneyText } from "@/lib/money-text";
import { useNotify } from "@/lib/use-notify";
import { useEditTab } from "../api/edit-tab";
import { tabEditInput } from "../lib/tab-edit";

const percentText = z.string().transform((text, context) => {
  const trimmed = text.trim().replace("%", "").replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) {
    context.addIssue({ code: "custom", message: "Ingresá un porcentaje, por ejemplo 10." });
    return z.NEVER;
  }
  return value;
});

const moneyForm = z
  .object({ mode: z.enum(["percent", "amount"]), value: z.string(), reason: z.string(), tip: moneyText })
  .transform((values, context) => {
    const parsed =
      values.mode === "percent" ? percentText.safeParse(values.value) : moneyText.safeParse(values.value);
    if (!parsed.success) {
      context.addIssue({ code: "custom", path: ["value"], message: parsed.error.issues[0]?.message ?? "" });
      return z.NEVER;
    }
    const raw = parsed.data;
    if (raw === null || raw === 0) return { discount: null, tip: values.tip ?? 0 };
    const value = values.mode === "percent" ? raw : centavosToPesos(raw);
    const discount = { kind: "discount" as const, mode: values.mode, value, reason: values.reason };
    const checked = adjustmentInput.safeParse(discount);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        context.addIssue({
          code: "custom",
          path: [String(issue.path[0] ?? "value")],
          message: issue.message,
        });
      return z.NEVER;
    }
    return { discount, tip: values.tip ?? 0 };
  });
type MoneyFormInput = z.input<typeof moneyForm>;
type MoneyFormOutput = z.output<typeof moneyForm>;

const defaultsOf = (tab: Order): MoneyFormInput => {
  const discount = tab.adjustments.find((adjustment) => adjustment.kind === "discount");
  return {
    mode: discount?.mode ?? "percent",
    value: discount
      ? discount.mode === "percent"
        ? String(discount.value).replace(".", ",")
        : moneyFieldText(discount.value)
      : "",
    reason: discount?.reason ?? "",
    tip: tab.tip > 0 ? moneyFieldText(tab.tip) : "",
  };
};

type MoneyFormProps = { tab: Order; onDone: () => void };

/** 'Descuento y propina' before paying, under the order screen's rules (who may discount, how much). */
export function MoneyForm({ tab, onDone }: MoneyFormProps) {
  const { user } = useCurrentSession();
  const rule = useDiscountRule();
  const edit = useEditTab();
  const notify = useNotify();
  const form = useForm<MoneyFormInput, unknown, MoneyFormOutput>({
    resolver: zodResolver(moneyForm),
    defaultValues: defaultsOf(tab),
  });

  const submit = form.handleSubmit(({ discount, tip }) => {
    const subtotal = pesosToCentavos(tab.subtotal);
    if (discount && rule.data) {
      const centavos =
        discount.mode === "percent"
          ? percentOf(subtotal, pesosToCentavos(discount.value))
          : pesosToCentavos(discount.value);
      const refusal = discountRefusal(user.role, rule.data, centavos, subtotal);
      if (refusal) return form.setError("value", { type: "rule", message: refusal });
    }
    edit.mutate(
      { tabId: tab.id, input: tabEditInput(tab, discount, centavosToPesos(tip)) },
      {
        onSuccess: () => {
          notify.success("Cuenta actualizada.");
          onDone();
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Descuento y propina">
      {edit.error && <Alert severity="error">{edit.error.message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Controller
          control={form.control}
          name="mode"
          render={({ field: { ref, ...field } }) => (
            <TextField {...field} inputRef={ref} select label="Descuento en" sx={{ minWidth: 110 }}>
              <MenuItem value="percent">%</MenuItem>
              <MenuItem value="amount">$</MenuItem>
            </TextField>
          )}
        />
        <FormTextField
          form={form}
          name="value"
          label="Descuento"
          htmlInput={{ inputMode: "decimal", maxLength: 16 }}
        />
      </Stack>
      <FormTextField
        form={form}
        name="reason"
        label="Motivo del descuento"
        maxLength={MAX_ADJUSTMENT_REASON}
        hint="Por ejemplo: cliente habitual."
      />
      <FormTextField
        form={form}
        name="tip"
        label="Propina"
        htmlInput={{ inputMode: "decimal", maxLength: 16 }}
        hint="Se suma al total."
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onDone} disabled={edit.isPending}>
          Volver
        </Button>
        <Button type="submit" variant="contained" loading={edit.isPending}>
          Aplicar
        </Button>
      </Stack>
    </Stack>
  );
}
