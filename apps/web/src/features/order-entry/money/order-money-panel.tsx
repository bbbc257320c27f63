import { type DiscountRule, MAX_ADJUSTMENTS, type Role } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { TextField } from "@/components/text-field";
import { CashTendered, type PaymentMethodChoice, PaymentParts } from "@/entities/order/payment-parts";
import { startSplit } from "@/entities/order/payment-parts-draft";
import { AdjustmentFields } from "./adjustment-fields";
import type { MoneyDraft, MoneyView } from "./money-draft";

export type OrderMoneyPanelProps = {
  value: MoneyDraft;
  onChange: (change: (value: MoneyDraft) => MoneyDraft) => void;
  view: MoneyView;
  role: Role;
  rule: DiscountRule | null;
  methods: readonly PaymentMethodChoice[];
  /** the order's method (paid in full by it until split) */
  paymentMethodId: string;
  /** the server's refusals of the money fields */
  errors: { adjustments?: string; tip?: string; payments?: string };
  disabled: boolean;
};

/** Who may discount at all: ADMIN always, CASHIER unless only the administrator may (decision 026). */
export const mayDiscount = (role: Role, rule: DiscountRule | null) =>
  role === "ADMIN" || (role === "CASHIER" && rule?.policy !== "admin-only");

/**
 * Decision 031, folded away so the 3-tap path stays as it was: 'Descuento / propina' opens the discounts,
 * surcharges and tip; 'Dividir pago' the parts; 'Paga con' shows for an order paid in cash.
 */
export function OrderMoneyPanel(props: OrderMoneyPanelProps) {
  const { value, onChange, view, role, rule, methods, paymentMethodId, errors, disabled } = props;
  const [open, setOpen] = useState(value.adjustments.length > 0 || value.tip !== "");
  const canDiscount = mayDiscount(role, rule);
  const total = view.money?.total ?? 0;
  const inCash = methods.find((method) => method.id === paymentMethodId)?.isCash ?? false;

  const setAdjustments = (change: (adjustments: MoneyDraft["adjustments"]) => MoneyDraft["adjustments"]) =>
    onChange((current) => ({ ...current, adjustments: change(current.adjustments) }));
  const handleAdd = () =>
    setAdjustments((adjustments) => [
      ...adjustments,
      {
        kind: canDiscount ? "discount" : "surcharge",
        mode: "percent",
        value: "",
        reason: canDiscount ? "Pago en efectivo" : "",
      },
    ]);
  const handleOpen = () => {
    if (!open && value.adjustments.length === 0) handleAdd();
    setOpen(!open);
  };
  const handleSplit = () =>
    onChange((current) => ({
      ...current,
      parts: current.parts ? null : startSplit(methods, paymentMethodId, total),
    }));
  const limitHint =
    role === "CASHIER" && canDiscount && rule ? `Hasta ${rule.cashierMaxPercent} % del subtotal` : null;
  const discountError = view.discountError ?? errors.adjustments;

  return (
    <Stack spacing={1.5} component="section" aria-label="Cobro">
      <Stack direction="row" spacing={1}>
        <Button
          variant={open ? "contained" : "outlined"}
          onClick={handleOpen}
          disabled={disabled}
          aria-expanded={open}
          sx={{ flex: 1, minHeight: 44, px: 1, whiteSpace: "nowrap" }}
        >
          Descuento / propina
        </Button>
        <Button
          variant={value.parts ? "contained" : "outlined"}
          onClick={handleSplit}
          disabled={disabled || methods.length < 2}
          aria-expanded={value.parts !== null}
          sx={{ flex: 1, minHeight: 44, px: 1, whiteSpace: "nowrap" }}
        >
          Dividir pago
        </Button>
      </Stack>
      {open && (
        <Stack spacing={2}>
          {limitHint && <FormHelperText sx={{ m: 0 }}>{limitHint}</FormHelperText>}
          {value.adjustments.map((adjustment, index) => (
            <AdjustmentFields
              // Rows have no id of their own; removing one re-renders the rest, which is cheap here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              value={adjustment}
              onChange={(next) =>
                setAdjustments((all) => all.map((each, at) => (at === index ? next : each)))
              }
              onRemove={() => setAdjustments((all) => all.filter((_, at) => at !== index))}
              canDiscount={canDiscount || adjustment.kind === "discount"}
              errors={view.adjustmentErrors[index] ?? {}}
              disabled={disabled}
            />
          ))}
          {discountError && <Alert severity="error">{discountError}</Alert>}
          <Button
            size="small"
            onClick={handleAdd}
            disabled={disabled || value.adjustments.length >= MAX_ADJUSTMENTS}
            sx={{ alignSelf: "flex-start" }}
          >
            {canDiscount ? "Agregar descuento o recargo" : "Agregar recargo"}
          </Button>
          <TextField
            label="Propina"
            value={value.tip}
            onChange={(event) => onChange((current) => ({ ...current, tip: event.target.value }))}
            disabled={disabled}
            error={(view.tipError ?? errors.tip) !== undefined}
            helperText={view.tipError ?? errors.tip}
            inputProps={{ inputMode: "decimal", maxLength: 16 }}
            autoComplete="off"
            sx={{ width: 160 }}
          />
        </Stack>
      )}
      {value.parts && (
        <PaymentParts
          parts={value.parts}
          views={view.parts ?? []}
          onChange={(parts) => onChange((current) => ({ ...current, parts }))}
          methods={methods}
          total={total}
          gap={view.gap}
          disabled={disabled}
        />
      )}
      {!value.parts && inCash && (
        <CashTendered
          value={value.tendered}
          onChange={(tendered) => onChange((current) => ({ ...current, tendered }))}
          change={view.change}
          error={view.tenderedError}
          disabled={disabled}
        />
      )}
      {errors.payments && <Alert severity="error">{errors.payments}</Alert>}
    </Stack>
  );
}
