import type { PaymentMethod } from "@comanda/domain";
import Switch from "@mui/material/Switch";
import { useNotify } from "@/lib/use-notify";
import { useUpdatePaymentMethod } from "../api/update-payment-method";

/**
 * Decision 020: whether the method is cash, so the count expects the float and the cash movements in it. New
 * methods named like cash ("Efectivo") start on; a business whose cash goes by another name turns it on here.
 */
export function CashSwitch({ method }: { method: PaymentMethod }) {
  const update = useUpdatePaymentMethod();
  const notify = useNotify();
  return (
    <Switch
      checked={method.isCash}
      disabled={update.isPending}
      slotProps={{ input: { "aria-label": `${method.name} es efectivo` } }}
      onChange={(_event, isCash) =>
        update.mutate(
          { id: method.id, name: method.name, is_cash: isCash },
          {
            onSuccess: () =>
              notify.success(
                isCash
                  ? `${method.name} cuenta como efectivo en el arqueo.`
                  : `${method.name} ya no cuenta como efectivo.`,
              ),
            onError: notify.failure,
          },
        )
      }
    />
  );
}
