import { formatMoney } from "@comanda/domain";
import CloudUpload from "@mui/icons-material/CloudUpload";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useCallback, useEffect, useId, useState } from "react";
import { useCurrentSession } from "@/lib/current-session";
import { invalidateFor } from "@/lib/live-events";
import { orderOptionsQueryKeys } from "@/lib/query-keys";
import { createOrder } from "../api/create-order";
import { emptyMoney } from "../money/money-draft";
import { emptyTypeDraft } from "../order-type/type-draft";
import { printKitchenTicketIfChosen } from "../print-on-create";
import { draftKey, readDraft, writeDraft } from "../saved-draft";
import { type OutboxEntry, outboxKey, pendingText, withoutEntry } from "./outbox";
import { sendOutbox, updateOutbox, useOutbox } from "./outbox-store";

/** How often the board tries the outbox again while the network seems up but the server did not answer. */
export const outboxRetryMs = 15_000;

type OutboxChipProps = {
  /** opens 'Nuevo pedido', which reads the refused order back as its draft */
  onEdit: () => void;
};

/**
 * Decision 028: the orders this device could not send, counted beside 'Hacer pedido' ("2 pedidos por
 * enviar"), sent again on the 'online' event and every few seconds. A refused one shows the server's reason and
 * goes back to the dialog to fix, or is discarded.
 */
export function OutboxChip({ onEdit }: OutboxChipProps) {
  const { user, business } = useCurrentSession();
  const key = outboxKey(business.id, user.id);
  const entries = useOutbox(key);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const send = useCallback(() => {
    void sendOutbox(key, createOrder, (order) => {
      void invalidateFor(queryClient, { entity: "orders", id: order.id, op: "insert" });
      printKitchenTicketIfChosen(order);
      enqueueSnackbar(`Pedido ${order.turn} enviado.`, { variant: "success" });
    }).then(() => {
      // A refusal means the device's stock or turn was behind: what the dialog offers is fetched again.
      for (const queryKey of orderOptionsQueryKeys) void queryClient.invalidateQueries({ queryKey });
    });
  }, [key, queryClient, enqueueSnackbar]);

  useEffect(() => {
    send();
    window.addEventListener("online", send);
    const timer = setInterval(send, outboxRetryMs);
    return () => {
      window.removeEventListener("online", send);
      clearInterval(timer);
    };
  }, [send]);

  if (entries.length === 0) return null;
  const refused = entries.filter((entry) => entry.status === "refused").length;

  const handleEdit = (entry: OutboxEntry) => {
    const drafts = draftKey(business.id, user.id);
    if (readDraft(drafts)) {
      enqueueSnackbar("Terminá o descartá el pedido que estás armando antes de corregir otro.", {
        variant: "warning",
      });
      return;
    }
    writeDraft(drafts, {
      lines: entry.lines,
      turn: entry.input.turn,
      paymentMethodId: entry.input.payment_method_id,
      observation: entry.input.observation ?? "",
      money: entry.money ?? emptyMoney(),
      service: entry.service ?? emptyTypeDraft(),
      notice: `El servidor no aceptó este pedido: ${entry.reason ?? "sin motivo"}`,
    });
    updateOutbox(key, (current) => withoutEntry(current, entry.id));
    setOpen(false);
    onEdit();
  };

  return (
    <>
      <Chip
        icon={<CloudUpload />}
        label={
          refused > 0
            ? `${pendingText(entries.length)} · ${refused} rechazado${refused === 1 ? "" : "s"}`
            : pendingText(entries.length)
        }
        color={refused > 0 ? "error" : "warning"}
        onClick={() => setOpen(true)}
        sx={{ height: 48, fontSize: 15, alignSelf: "center" }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Pedidos por enviar</DialogTitle>
        <DialogContent>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Stack component="li" key={entry.id} aria-label={`Pedido ${entry.input.turn}`} spacing={1}>
                <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>Pedido {entry.input.turn}</Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                    {formatMoney(entry.total)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {entry.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ")}
                </Typography>
                {entry.status === "refused" ? (
                  <Alert
                    severity="error"
                    action={
                      <Stack direction="row" spacing={1}>
                        <Button color="inherit" size="small" onClick={() => handleEdit(entry)}>
                          Corregir
                        </Button>
                        <Button
                          color="inherit"
                          size="small"
                          onClick={() => updateOutbox(key, (current) => withoutEntry(current, entry.id))}
                        >
                          Descartar
                        </Button>
                      </Stack>
                    }
                  >
                    {entry.reason}
                  </Alert>
                ) : (
                  <Typography variant="body2">Esperando conexión para enviarlo.</Typography>
                )}
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={send}>Reintentar ahora</Button>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
