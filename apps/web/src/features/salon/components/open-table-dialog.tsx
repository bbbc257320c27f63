import { type Order, uuidv7 } from "@comanda/domain";
import { MAX_GUESTS, openTabInput, type SalonTable } from "@comanda/domain/tabs";
import { zodResolver } from "@hookform/resolvers/zod";
import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { DialogForm } from "@/components/dialog-form";
import { FormTextField } from "@/components/form-text-field";
import { TitledDialog } from "@/components/titled-dialog";
import { useCurrentSession } from "@/lib/current-session";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useOpenTab } from "../api/open-tab";
import { useWaiters } from "../api/waiters";

const openTableForm = z.object({
  guests: z
    .string()
    .trim()
    .regex(/^\d+$/, "Ingresá cuántas personas son, con números.")
    .transform(Number)
    .pipe(openTabInput.shape.guests),
  waiter_id: z.string(),
});
type FormInput = z.input<typeof openTableForm>;
const fields = ["guests", "waiter_id"] as const;

type OpenTableDialogProps = { table: SalonTable; onOpened: (tab: Order) => void; onClose: () => void };

/** 'Abrir mesa': how many sit and who serves them (the owner may name any waiter; a waiter is itself). */
export function OpenTableDialog({ table, onOpened, onClose }: OpenTableDialogProps) {
  const { user } = useCurrentSession();
  const isAdmin = user.role === "ADMIN";
  const waiters = useWaiters(isAdmin);
  const open = useOpenTab();
  const notify = useNotify();
  // Made once: sending again after a dropped answer opens the same tab, never a second one.
  const [id] = useState(() => uuidv7());
  const form = useForm<FormInput, unknown, z.output<typeof openTableForm>>({
    resolver: zodResolver(openTableForm),
    defaultValues: { guests: String(Math.min(table.seats, MAX_GUESTS)), waiter_id: user.id },
  });

  const step = (by: number) => {
    const current = Number(form.getValues("guests")) || 0;
    const next = Math.min(MAX_GUESTS, Math.max(1, current + by));
    form.setValue("guests", String(next), { shouldValidate: true });
  };

  const submit = form.handleSubmit(({ guests, waiter_id }) =>
    open.mutate(
      { tableId: table.id, input: { id, guests, ...(waiter_id === user.id ? {} : { waiter_id }) } },
      {
        onSuccess: (tab) => {
          notify.success(`${table.name} abierta.`);
          onOpened(tab);
        },
        onError: (error) => showServerFieldErrors(form, error, fields),
      },
    ),
  );

  const staff = waiters.data ?? [];
  const choices = staff.some((each) => each.id === user.id)
    ? staff
    : [{ id: user.id, name: user.name }, ...staff];

  return (
    <TitledDialog title={`Abrir ${table.name}`} busy={open.isPending} onClose={onClose} maxWidth="xs">
      <DialogForm
        error={formErrorMessage(open.error, fields)}
        pending={open.isPending}
        submitLabel="Abrir mesa"
        onCancel={onClose}
        onSubmit={submit}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <IconButton aria-label="Una persona menos" onClick={() => step(-1)} size="large" sx={{ mt: 0.5 }}>
            <Remove />
          </IconButton>
          <FormTextField
            form={form}
            name="guests"
            label="Personas"
            hint={`La mesa tiene ${table.seats} ${table.seats === 1 ? "lugar" : "lugares"}.`}
            htmlInput={{ inputMode: "numeric", maxLength: 2 }}
            autoFocus
          />
          <IconButton aria-label="Una persona más" onClick={() => step(1)} size="large" sx={{ mt: 0.5 }}>
            <Add />
          </IconButton>
        </Stack>
        {isAdmin ? (
          <Controller
            control={form.control}
            name="waiter_id"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                fullWidth
                label="Atiende"
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              >
                {choices.map((waiter) => (
                  <MenuItem key={waiter.id} value={waiter.id}>
                    {waiter.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <TextField label="Atiende" value={user.name} fullWidth slotProps={{ input: { readOnly: true } }} />
        )}
      </DialogForm>
    </TitledDialog>
  );
}
