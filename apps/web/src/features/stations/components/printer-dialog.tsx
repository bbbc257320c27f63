import type { Station } from "@comanda/domain/stations";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { DialogForm } from "@/components/dialog-form";
import { FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useUpdateStation } from "../api/stations-api";

// What is typed; the server's stationInput has the last word on the address.
const printerForm = z.object({
  printer_host: z.string().trim().min(1, "Ingresá la IP o el nombre de la impresora."),
  printer_port: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, "El puerto es un número, casi siempre 9100.")
    .refine((port) => Number(port) >= 1 && Number(port) <= 65535, "El puerto va de 1 a 65535."),
  paper_width: z.enum(["80", "58"]),
});
type PrinterValues = z.infer<typeof printerForm>;
const fields = ["printer_host", "printer_port", "paper_width"] as const;

type PrinterDialogProps = { station: Station; onClose: () => void };

/** Issue 18: the ESC/POS printer on the network where the station's comandas print. */
export function PrinterDialog({ station, onClose }: PrinterDialogProps) {
  const titleId = useId();
  const update = useUpdateStation();
  const notify = useNotify();
  const form = useForm<PrinterValues>({
    resolver: zodResolver(printerForm),
    defaultValues: {
      printer_host: station.printerHost ?? "",
      printer_port: String(station.printerPort ?? 9100),
      paper_width: station.paperWidth === 58 ? "58" : "80",
    },
  });

  const save = (values: { printer_host: string | null; printer_port?: number; paper_width?: 80 | 58 }) =>
    update.mutate(
      { id: station.id, name: station.name, ...values },
      {
        onSuccess: () => {
          notify.success(
            values.printer_host
              ? `Las comandas de ${station.name} se imprimen en ${values.printer_host}.`
              : `${station.name} ya no imprime comandas.`,
          );
          onClose();
        },
        onError: (error) => showServerFieldErrors(form, error, fields),
      },
    );

  const submit = form.handleSubmit((values) =>
    save({
      printer_host: values.printer_host,
      printer_port: Number(values.printer_port),
      paper_width: values.paper_width === "58" ? 58 : 80,
    }),
  );

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Impresora de {station.name}</DialogTitle>
      <DialogForm
        error={formErrorMessage(update.error, fields)}
        pending={update.isPending}
        submitLabel="Guardar"
        onCancel={onClose}
        onSubmit={submit}
      >
        <FormTextField
          form={form}
          name="printer_host"
          label="IP o nombre de la impresora"
          hint="Por ejemplo 192.168.0.50. La impresora tiene que estar en la misma red."
          maxLength={253}
          autoFocus
        />
        <FormTextField form={form} name="printer_port" label="Puerto" htmlInput={{ inputMode: "numeric" }} />
        <Controller
          control={form.control}
          name="paper_width"
          render={({ field: { ref, ...field } }) => (
            <TextField {...field} inputRef={ref} select fullWidth label="Papel">
              <MenuItem value="80">80 mm</MenuItem>
              <MenuItem value="58">58 mm</MenuItem>
            </TextField>
          )}
        />
        {station.printerHost && (
          <Button
            color="error"
            disabled={update.isPending}
            onClick={() => save({ printer_host: null })}
            sx={{ alignSelf: "flex-start" }}
          >
            Quitar impresora
          </Button>
        )}
      </DialogForm>
    </Dialog>
  );
}
