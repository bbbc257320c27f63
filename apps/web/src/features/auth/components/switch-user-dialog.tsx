import { homePathFor } from "@comanda/domain";
import { type SwitchUserInput, switchUserInput } from "@comanda/domain/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PinField } from "@/components/pin-field";
import { TitledDialog } from "@/components/titled-dialog";
import { isApiError } from "@/lib/api-error";
import { textFieldProps } from "@/lib/form-field";
import { type SwitchCandidate, useSwitchCandidates, useSwitchUser } from "../api/switch-user";

export const switchUserTitle = "Cambiar de usuario";
export const noCandidatesText =
  "Nadie más tiene un PIN. Cada uno lo elige en su perfil para entrar desde este equipo.";
export const pickNameText = "Tocá tu nombre.";

type SwitchUserDialogProps = { onClose: () => void };

/**
 * Decision 083: on a shared tablet, the next user taps its name and types its PIN; the session becomes its own
 * and the screen its role's home. No e-mail, no password.
 */
export function SwitchUserDialog({ onClose }: SwitchUserDialogProps) {
  const list = useSwitchCandidates();
  const [chosen, setChosen] = useState<SwitchCandidate | null>(null);
  return (
    <TitledDialog title={switchUserTitle} busy={false} onClose={onClose} maxWidth="xs">
      {chosen ? (
        <PinStep candidate={chosen} onBack={() => setChosen(null)} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {list.isError && <Alert severity="error">{list.error.message}</Alert>}
            {list.data?.length === 0 && <DialogContentText>{noCandidatesText}</DialogContentText>}
            {list.data && list.data.length > 0 && (
              <>
                <DialogContentText sx={{ mb: 2 }}>{pickNameText}</DialogContentText>
                <Stack spacing={1}>
                  {list.data.map((candidate) => (
                    <Button
                      key={candidate.id}
                      variant="outlined"
                      size="large"
                      onClick={() => setChosen(candidate)}
                      sx={{ justifyContent: "flex-start", minHeight: 48 }}
                    >
                      {candidate.name}
                    </Button>
                  ))}
                </Stack>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Volver</Button>
          </DialogActions>
        </>
      )}
    </TitledDialog>
  );
}

type PinStepProps = { candidate: SwitchCandidate; onBack: () => void; onClose: () => void };

function PinStep({ candidate, onBack, onClose }: PinStepProps) {
  const navigate = useNavigate();
  const switchUser = useSwitchUser();
  const form = useForm<SwitchUserInput>({
    resolver: zodResolver(switchUserInput),
    defaultValues: { userId: candidate.id, pin: "" },
  });
  const field = textFieldProps(form, "pin");
  const refusal = switchUser.error;
  // 'PIN incorrecto.' under the field, where the user is looking; a lockout or another failure above it.
  const fieldRefusal = isApiError(refusal) ? refusal.fields?.pin : undefined;
  const helperText = field.helperText ?? fieldRefusal;
  const otherRefusal = refusal && fieldRefusal === undefined ? refusal.message : null;
  const handleSubmit = form.handleSubmit((values) =>
    switchUser.mutate(values, {
      onSuccess: (next) => {
        onClose();
        void navigate(homePathFor(next.user.role), { replace: true });
      },
      onError: () => form.setValue("pin", ""),
    }),
  );
  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogContent>
        {otherRefusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {otherRefusal}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 2 }}>{candidate.name}</DialogContentText>
        <PinField {...field} error={helperText !== undefined} helperText={helperText} label="PIN" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={switchUser.isPending}>
          Volver
        </Button>
        <Button type="submit" variant="contained" loading={switchUser.isPending}>
          Entrar
        </Button>
      </DialogActions>
    </form>
  );
}
