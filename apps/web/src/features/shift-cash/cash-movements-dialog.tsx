import { formatDateTime, formatPesos } from "@comanda/domain";
import {
  type CashMovement,
  type CashMovementKind,
  cashMovementKindLabels,
  MAX_CASH_REASON,
} from "@comanda/domain/cash";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";
import { TextField } from "@/components/text-field";
import { useNotify } from "@/lib/use-notify";
import { useAddCashMovement, useCashMovements } from "./api/shift-cash";
import { readMoneyEntry } from "./money-entry";

type CashMovementsDialogProps = { shiftId: string; open: boolean; onClose: () => void };

const kindShortLabels: Record<CashMovementKind, string> = { in: "Ingreso", out: "Retiro" };
const kindChoices: readonly Choice<CashMovementKind>[] = (["in", "out"] as const).map((kind) => ({
  value: kind,
  label: kindShortLabels[kind],
}));

/** Decision 020: cash into or out of the register during the shift, with an amount and a reason. */
export function CashMovementsDialog({ shiftId, open, onClose }: CashMovementsDialogProps) {
  const titleId = useId();
  const movements = useCashMovements(shiftId, open);
  const add = useAddCashMovement(shiftId);
  const notify = useNotify();
  const [kind, setKind] = useState<CashMovementKind>("out");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = readMoneyEntry(amount);
    const amountError =
      entry.pesos === null
        ? (entry.error ?? "Ingresá el monto.")
        : entry.pesos <= 0
          ? "El monto debe ser mayor a 0."
          : undefined;
    const reasonError = reason.trim() === "" ? "Ingresá el motivo." : undefined;
    if (amountError || reasonError || entry.pesos === null) {
      setErrors({ amount: amountError, reason: reasonError });
      return;
    }
    add.mutate(
      { kind, amount: entry.pesos, reason: reason.trim() },
      {
        onSuccess: (movement) => {
          notify.success(`${cashMovementKindLabels[movement.kind]} registrado.`);
          setAmount("");
          setReason("");
          setErrors({});
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Movimientos de caja</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={submit}
          sx={{ pt: 1 }}
          aria-label="Nuevo movimiento"
        >
          {add.error && <Alert severity="error">{add.error.message}</Alert>}
          <ChoiceToggle
            color="primary"
            value={kind}
            onChange={setKind}
            choices={kindChoices}
            buttonSx={{ minWidth: 96 }}
            aria-label="Tipo de movimiento"
          />
          <TextField
            label="Monto"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            inputProps={{ inputMode: "decimal" }}
            fullWidth
          />
          <TextField
            label="Motivo"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? "Por ejemplo: pago a un proveedor, retiro del dueño."}
            inputProps={{ maxLength: MAX_CASH_REASON }}
            fullWidth
          />
          <Button type="submit" variant="contained" loading={add.isPending} sx={{ alignSelf: "flex-end" }}>
            Registrar
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          Movimientos del turno
        </Typography>
        <MovementList movements={movements.data?.items} error={movements.error?.message} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MovementList({ movements, error }: { movements?: CashMovement[]; error?: string }) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!movements) return <CircularProgress aria-label="Cargando" size={24} />;
  if (movements.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Todavía no hay movimientos de caja en este turno.
      </Typography>
    );
  }
  return (
    <List dense aria-label="Movimientos del turno">
      {movements.map((movement) => (
        <ListItem key={movement.id} disableGutters>
          <ListItemText
            primary={`${kindShortLabels[movement.kind]} ${movement.kind === "out" ? "−" : "+"}${formatPesos(movement.amount)} · ${movement.reason}`}
            secondary={`${formatDateTime(movement.createdAt)} · ${movement.userName}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
