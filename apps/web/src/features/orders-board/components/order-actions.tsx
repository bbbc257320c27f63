import type { Order, OrderAction, PaymentInput } from "@comanda/domain";
import { orderActionLabels } from "@comanda/domain";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useNotify } from "@/lib/use-notify";
import { useOrderAction } from "../api/order-action";
import { CompleteOrderDialog } from "./complete-order-dialog";

/** A confirm before a cancel (decision 024: in vos, and answered by what each button does); the others act at once. */
export const cancelOrderConfirmText = "¿Querés cancelar este pedido?";

type OrderActionsProps = { order: Order; actions: readonly OrderAction[] };

/** A card's buttons (actionsFor the role and status): all disabled while one of them runs. */
export function OrderActions({ order, actions }: OrderActionsProps) {
  const perform = useOrderAction();
  const notify = useNotify();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [charging, setCharging] = useState(false);

  const run = (action: OrderAction, payments?: PaymentInput[]) =>
    perform.mutate(
      { id: order.id, action, ...(payments ? { payments } : {}) },
      {
        // A 409 says who got there first ("Este pedido ya está «Listo para entregar»."); the refetch shows it.
        onError: notify.failure,
        onSettled: () => {
          setConfirmingCancel(false);
          setCharging(false);
        },
      },
    );

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, width: "100%" }}>
        {actions.map((action) =>
          action === "cancel" ? (
            <Button
              key={action}
              variant="outlined"
              color="error"
              size="large"
              disabled={perform.isPending}
              onClick={() => setConfirmingCancel(true)}
              sx={{ minHeight: 48, flex: "1 1 auto" }}
            >
              {orderActionLabels[action]}
            </Button>
          ) : (
            <Button
              key={action}
              variant="contained"
              size="large"
              color={action === "complete" ? "success" : "primary"}
              loading={perform.isPending && perform.variables?.action === action}
              disabled={perform.isPending}
              // Decision 031: completing is charging: 'Cobrar pedido' shows the total and how it is paid.
              onClick={() => (action === "complete" ? setCharging(true) : run(action))}
              sx={{ minHeight: 48, flex: "2 1 auto" }}
            >
              {orderActionLabels[action]}
            </Button>
          ),
        )}
      </Stack>
      {actions.includes("complete") && (
        <CompleteOrderDialog
          order={order}
          open={charging}
          pending={perform.isPending}
          onComplete={(payments) => run("complete", payments)}
          onClose={() => setCharging(false)}
        />
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={`Pedido ${order.turn}`}
        message={cancelOrderConfirmText}
        confirmLabel="Cancelar pedido"
        cancelLabel="Volver"
        pending={perform.isPending}
        onConfirm={() => run("cancel")}
        onClose={() => setConfirmingCancel(false)}
      />
    </>
  );
}
