import { orderStatusLabels } from "@comanda/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId, useState } from "react";
import { TextField } from "@/components/text-field";
import {
  type BoardSettings,
  MAX_WAIT_MINUTES,
  MIN_WAIT_MINUTES,
  type WaitingStatus,
  waitingStatuses,
} from "@/entities/order/board-settings";

type Thresholds = BoardSettings["thresholds"];

type WaitThresholdsDialogProps = {
  open: boolean;
  thresholds: Thresholds;
  onSave: (thresholds: Thresholds) => void;
  onClose: () => void;
};

const rangeMessage = `Ingresá minutos enteros entre ${MIN_WAIT_MINUTES} y ${MAX_WAIT_MINUTES}.`;

const parseMinutes = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== "" &&
    Number.isInteger(value) &&
    value >= MIN_WAIT_MINUTES &&
    value <= MAX_WAIT_MINUTES
    ? value
    : null;
};

const textsOf = (thresholds: Thresholds) =>
  Object.fromEntries(waitingStatuses.map((status) => [status, String(thresholds[status])])) as Record<
    WaitingStatus,
    string
  >;

/** After how long, per status, a card turns red on this device. */
export function WaitThresholdsDialog({ open, thresholds, onSave, onClose }: WaitThresholdsDialogProps) {
  const titleId = useId();
  const [texts, setTexts] = useState(() => textsOf(thresholds));
  const values = Object.fromEntries(waitingStatuses.map((status) => [status, parseMinutes(texts[status])]));
  const valid = waitingStatuses.every((status) => values[status] !== null);

  const handleSave = () => {
    if (!valid) return;
    onSave(values as Thresholds);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      // Each opening starts from what is saved, not from an abandoned edit.
      slotProps={{ transition: { onEnter: () => setTexts(textsOf(thresholds)) } }}
    >
      <DialogTitle id={titleId}>Tiempos de espera</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Un pedido que lleva más de estos minutos en su estado se marca en rojo en esta pantalla.
        </DialogContentText>
        <Stack spacing={2}>
          {waitingStatuses.map((status) => (
            <TextField
              key={status}
              label={`${orderStatusLabels[status]} (minutos)`}
              value={texts[status]}
              onChange={(event) => setTexts((current) => ({ ...current, [status]: event.target.value }))}
              error={values[status] === null}
              helperText={values[status] === null ? rangeMessage : undefined}
              inputProps={{ inputMode: "numeric" }}
              fullWidth
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={handleSave} disabled={!valid}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
