import { type AdminPinInput, adminPinInput, pinMessages } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { textFieldProps } from "@/lib/form-field";
import { PinField } from "./pin-field";

export const pinDialogTitle = "Pedí autorización";
export const pinFieldLabel = "PIN de un administrador";
export const pinDialogText =
  "Tu rol no puede hacer esto solo. Un administrador puede autorizarlo ahora con su PIN; queda registrado.";

type AdminPinDialogProps = {
  /** The last PIN typed was wrong: say so under the field. */
  wrong: boolean;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
};

/** Decision 045: an ADMIN types its PIN on this device to authorize the one action the user asked for. */
export function AdminPinDialog({ wrong, onSubmit, onCancel }: AdminPinDialogProps) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<AdminPinInput>({ resolver: zodResolver(adminPinInput), defaultValues: { pin: "" } });
  const field = textFieldProps(form, "pin");
  // The server's verdict on the last PIN stays under the field until the next one is checked.
  const helperText = field.helperText ?? (wrong ? pinMessages.wrong : undefined);
  const handleSubmit = form.handleSubmit((values) => onSubmit(values.pin));

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{pinDialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {pinDialogText}
          </DialogContentText>
          <PinField
            {...field}
            error={helperText !== undefined}
            helperText={helperText}
            label={pinFieldLabel}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Volver</Button>
          <Button type="submit" variant="contained">
            Autorizar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
