import {
  changeFor,
  formatMoney,
  MAX_PAYMENTS,
  type Order,
  parseMoney,
  pesosToCentavos,
  splitEvenly,
} from "@comanda/domain";
import { type ItemShare, type SplitResult, splitByAmounts, splitByItems } from "@comanda/domain/tabs";
import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogContent from "@mui/material/DialogContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Suspense, useState } from "react";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";
import { DialogButtons } from "@/components/dialog-buttons";
import { TitledDialog } from "@/components/titled-dialog";
import { usePaymentMethodOptions } from "@/entities/payment-method/payment-method-options";
import { lazyPart, PartSpinner, preloadOnIntent } from "@/lib/lazy-part";
import { moneyFieldText } from "@/lib/money-text";
import { useNotify } from "@/lib/use-notify";
import { useTabAction } from "../api/tab-action";
import { billLinesOf, firstPartTakesAll, type PaidPart, paymentsOf } from "../lib/bill-split";
import { MethodSelect } from "./method-select";
import { type AmountPart, SplitByAmounts } from "./split-by-amounts";
import { SplitByItems } from "./split-by-items";
import { TabMoney } from "./tab-money";

// The discount's form (react-hook-form) comes when asked for: most tables pay without one.
const MoneyForm = lazyPart(async () => (await import("./money-form")).MoneyForm);

type Mode = "one" | "amounts" | "items";
const modeChoices = (nothingToSplit: boolean): readonly Choice<Mode>[] => [
  { value: "one", label: "Un pago" },
  { value: "amounts", label: "Por montos" },
  { value: "items", label: "Por consumo", disabled: nothingToSplit },
];
type PayDialogProps = { tab: Order; tableName: string; onPaid: () => void; onClose: () => void };

const evenParts = (total: number, count: number, methodId: string): AmountPart[] =>
  splitEvenly(total, count).map((centavos) => ({ methodId, amount: moneyFieldText(centavos / 100) }));

/**
 * 'Cobrar': the discount and tip first if any (the order edit), then one payment, or the bill split by
 * amounts or by what each one ate; parts paid with the same method go as one payment.
 */
export function PayDialog({ tab, tableName, onPaid, onClose }: PayDialogProps) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const methods = usePaymentMethodOptions().data ?? [];
  const pay = useTabAction();
  const notify = useNotify();
  const total = pesosToCentavos(tab.total);
  const lines = billLinesOf(tab);
  const fallback = methods.find((method) => method.id === tab.paymentMethodId)?.id ?? methods[0]?.id ?? "";
  const [editingMoney, setEditingMoney] = useState(false);
  const [mode, setMode] = useState<Mode>("one");
  const [count, setCount] = useState(2);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [tendered, setTendered] = useState("");
  const [amountParts, setAmountParts] = useState<AmountPart[] | null>(null);
  const [shares, setShares] = useState<ItemShare[] | null>(null);
  const [shareMethods, setShareMethods] = useState<string[]>([]);
  const one = methodId ?? fallback;
  const amounts = amountParts ?? evenParts(total, count, fallback);
  const itemShares = shares ?? firstPartTakesAll(lines, count);
  const isCash = methods.some((method) => method.id === one && method.isCash);

  const changeCount = (next: number) => {
    setCount(next);
    setAmountParts(evenParts(total, next, fallback));
    setShares(
      next > itemShares.length
        ? [...itemShares, ...firstPartTakesAll(lines, next - itemShares.length + 1).slice(1)]
        : itemShares
            .slice(0, next)
            .map((share, index) =>
              index === 0
                ? Object.fromEntries(
                    lines.map((line) => [
                      line.key,
                      (share[line.key] ?? 0) +
                        itemShares.slice(next).reduce((sum, gone) => sum + (gone[line.key] ?? 0), 0),
                    ]),
                  )
                : share,
            ),
    );
  };

  const tenderedCentavos = tendered.trim() === "" ? null : parseMoney(tendered);
  const plan = ((): { parts: PaidPart[]; error: string | null; result?: SplitResult } => {
    if (mode === "one") {
      if (tendered.trim() !== "" && tenderedCentavos === null)
        return { parts: [], error: "Ingresá con cuánto paga, por ejemplo 10.000." };
      if (tenderedCentavos !== null && tenderedCentavos < total)
        return { parts: [], error: "'Paga con' no puede ser menor que el total." };
      return {
        parts: [{ methodId: one, amount: total, tendered: isCash ? tenderedCentavos : null }],
        error: null,
      };
    }
    if (mode === "amounts") {
      const centavos = amounts.map((part) => parseMoney(part.amount));
      if (centavos.some((value) => value === null))
        return { parts: [], error: "Ingresá el monto de cada parte, por ejemplo 1.234,50." };
      const result = splitByAmounts(total, centavos as number[]);
      if (!result.ok) return { parts: [], error: result.message };
      return {
        parts: amounts.map((part, index) => ({
          methodId: part.methodId,
          amount: result.amounts[index] ?? 0,
          tendered: null,
        })),
        error: null,
      };
    }
    const result = splitByItems(total, lines, itemShares);
    if (!result.ok) return { parts: [], error: result.message, result };
    return {
      parts: result.amounts.map((amount, index) => ({
        methodId: shareMethods[index] ?? fallback,
        amount,
        tendered: null,
      })),
      error: null,
      result,
    };
  })();
  const missingMethod = plan.parts.some((part) => part.methodId === "");

  const handlePay = () => {
    if (plan.error || missingMethod) return;
    pay.mutate(
      { tabId: tab.id, action: "complete", payments: paymentsOf(plan.parts) },
      {
        onSuccess: () => {
          notify.success(`${tableName} cobrada: ${formatMoney(total)}.`);
          onPaid();
        },
      },
    );
  };

  return (
    <TitledDialog
      title={`Cobrar ${tableName}`}
      busy={pay.isPending}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <TabMoney tab={tab} />
          {editingMoney ? (
            <Suspense fallback={<PartSpinner />}>
              <MoneyForm tab={tab} onDone={() => setEditingMoney(false)} />
            </Suspense>
          ) : (
            <>
              <Button
                {...preloadOnIntent(MoneyForm)}
                onClick={() => setEditingMoney(true)}
                sx={{ alignSelf: "flex-start" }}
                disabled={pay.isPending}
              >
                Descuento o propina
              </Button>
              <ChoiceToggle
                fullWidth
                color="primary"
                value={mode}
                onChange={setMode}
                choices={modeChoices(lines.length === 0)}
                aria-label="Cómo se paga"
                disabled={pay.isPending}
              />
              {mode !== "one" && (
                <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
                  <IconButton
                    aria-label="Una parte menos"
                    disabled={count <= 2 || pay.isPending}
                    onClick={() => changeCount(count - 1)}
                  >
                    <Remove />
                  </IconButton>
                  <Typography aria-live="polite">{count} partes</Typography>
                  <IconButton
                    aria-label="Una parte más"
                    disabled={count >= MAX_PAYMENTS || pay.isPending}
                    onClick={() => changeCount(count + 1)}
                  >
                    <Add />
                  </IconButton>
                </Stack>
              )}
              {mode === "one" ? (
                <Stack direction="row" spacing={1}>
                  <MethodSelect
                    label="Medio de pago"
                    methods={methods}
                    value={one}
                    onChange={setMethodId}
                    disabled={pay.isPending}
                  />
                  {isCash && (
                    <TextField
                      label="Paga con"
                      value={tendered}
                      onChange={(event) => setTendered(event.target.value)}
                      helperText={
                        tenderedCentavos !== null && tenderedCentavos >= total
                          ? `Vuelto: ${formatMoney(changeFor(tenderedCentavos, total) ?? 0)}`
                          : " "
                      }
                      slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 16 } }}
                      sx={{ width: 160 }}
                    />
                  )}
                </Stack>
              ) : mode === "amounts" ? (
                <SplitByAmounts
                  parts={amounts}
                  methods={methods}
                  total={total}
                  disabled={pay.isPending}
                  onChange={setAmountParts}
                />
              ) : (
                <SplitByItems
                  lines={lines}
                  shares={itemShares}
                  methodIds={itemShares.map((_, index) => shareMethods[index] ?? fallback)}
                  methods={methods}
                  result={plan.result ?? { ok: false, message: "" }}
                  disabled={pay.isPending}
                  onSharesChange={setShares}
                  onMethodChange={(index, id) =>
                    setShareMethods(
                      itemShares.map((_, each) => (each === index ? id : (shareMethods[each] ?? fallback))),
                    )
                  }
                />
              )}
              {plan.error && <Alert severity="warning">{plan.error}</Alert>}
              {pay.error && <Alert severity="error">{pay.error.message}</Alert>}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogButtons
        cancelLabel="Volver"
        onCancel={onClose}
        confirmLabel={`Cobrar ${formatMoney(total)}`}
        onConfirm={handlePay}
        pending={pay.isPending}
        disabled={editingMoney || plan.error !== null || missingMethod || methods.length === 0}
        money
      />
    </TitledDialog>
  );
}
