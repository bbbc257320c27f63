import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { type FormEvent, useId, useState } from "react";
import { DialogForm } from "@/components/dialog-form";
import { TextField } from "@/components/text-field";
import { useNotify } from "@/lib/use-notify";
import { useOpenShift } from "./api/open-shift";
import { readMoneyEntry } from "./money-entry";

type OpenShiftDialogProps = { open: boolean; onClose: () => void };

/** Decision 020: opening a shift asks for the cash in the register (fondo de caja, may be 0). */
export function OpenShiftDialog({ open, onClose }: OpenShiftDialogProps) {
  const titleId = useId();
  const openShift = useOpenShift();
  const notify = useNotify();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const close = () => {
    setText("");
    setFieldError(null);
    openShift.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank means an empty register: the float may be 0.
    const entry = readMoneyEntry(text, 0);
    if (entry.pesos === null) {
      setFieldError(entry.error);
      return;
    }
    openShift.mutate(entry.pesos, {
      onSuccess: () => {
        notify.success("Turno iniciado.");
        close();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={openShift.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Iniciar turno</DialogTitle>
      <DialogForm
        error={openShift.error?.message ?? null}
        pending={openShift.isPending}
        submitLabel="Iniciar turno"
        onCancel={close}
        onSubmit={submit}
      >
        <TextField
          label="Fondo de caja"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? "El efectivo con el que arranca la caja. Puede ser 0."}
          autoFocus
          fullWidth
          inputProps={{ inputMode: "decimal" }}
        />
      </DialogForm>
    </Dialog>
  );
}
