import { type AdminPinInput, adminPinInput } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormPasswordField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useAdminPin } from "../api/get-admin-pin";
import { useRemoveAdminPin } from "../api/remove-admin-pin";
import { useSetAdminPin } from "../api/set-admin-pin";

export const pinSectionTitle = "PIN de autorización";
export const withPinText =
  "Tenés un PIN. Con él autorizás en el momento lo que Caja o Cocina no pueden hacer solos; queda registrado.";
export const withoutPinText =
  "Con un PIN de 4 a 6 números autorizás en el momento lo que Caja o Cocina no pueden hacer solos.";
export const removePinQuestion = "¿Querés quitar tu PIN? Sin él no vas a poder autorizar desde otro equipo.";
/** Decision 083: every other role's PIN only switches user on a shared device. */
export const staffPinSectionTitle = "PIN para cambiar de usuario";
export const staffWithPinText =
  "Tenés un PIN. En un equipo compartido tocá «Cambiar de usuario», tu nombre y escribilo.";
export const staffWithoutPinText =
  "Con un PIN de 4 a 6 números entrás en un equipo compartido sin correo ni contraseña («Cambiar de usuario»).";
const staffRemovePinQuestion = "¿Querés quitar tu PIN? Sin él no vas a aparecer en «Cambiar de usuario».";

const fieldNames = ["pin"] as const;

/**
 * Decision 045: the ADMIN sets, changes or removes the PIN it authorizes actions with; decision 083: any other
 * user, the PIN it switches user with on a shared device (`forAdmin` false: its own words).
 */
export function AdminPinSection({ forAdmin = true }: { forAdmin?: boolean }) {
  const title = forAdmin ? pinSectionTitle : staffPinSectionTitle;
  const headingId = useId();
  const state = useAdminPin();
  const save = useSetAdminPin();
  const remove = useRemoveAdminPin();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<AdminPinInput>({ resolver: zodResolver(adminPinInput), defaultValues: { pin: "" } });
  const hasPin = state.data?.hasPin ?? false;

  const handleSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset({ pin: "" });
        notify.success("PIN guardado.");
      },
      onError: (error) => showServerFieldErrors(form, error, fieldNames),
    }),
  );
  const handleRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify.success("PIN quitado."),
      onError: notify.failure,
      onSettled: () => setConfirming(false),
    });
  const formError = formErrorMessage(save.error, fieldNames);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {forAdmin
            ? hasPin
              ? withPinText
              : withoutPinText
            : hasPin
              ? staffWithPinText
              : staffWithoutPinText}
        </Typography>
        {state.isError && <Alert severity="error">{state.error.message}</Alert>}
        <Stack component="form" noValidate onSubmit={handleSave} spacing={2} aria-label={title}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <FormPasswordField
            form={form}
            name="pin"
            label={hasPin ? "Nuevo PIN" : "PIN"}
            autoComplete="off"
            maxLength={6}
            hint="De 4 a 6 números."
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
            {hasPin && (
              <Button color="error" onClick={() => setConfirming(true)}>
                Quitar PIN
              </Button>
            )}
            <Button type="submit" variant="contained" loading={save.isPending}>
              {hasPin ? "Cambiar PIN" : "Guardar PIN"}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        message={forAdmin ? removePinQuestion : staffRemovePinQuestion}
        confirmLabel="Quitar PIN"
        cancelLabel="Volver"
        pending={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
