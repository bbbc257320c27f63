import type { Station } from "@comanda/domain/stations";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { DialogForm } from "@/components/dialog-form";
import { FormTextField } from "@/components/form-text-field";
import { TitledDialog } from "@/components/titled-dialog";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { usePrinterNetworks } from "../api/printing-api";
import { useUpdateStation } from "../api/stations-api";
import { TestPrint } from "./test-print";

// What is typed; the server's stationInput has the last word on the address, and PRINTER_NETWORKS on where.
const printerForm = z.object({
  printer_host: z.string().trim().min(1, "Ingresá la IP o el nombre de la impresora."),
  printer_port: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, "El puerto es un número, casi siempre 9100.")
    .refine((port) => Number(port) >= 1 && Number(port) <= 65535, "El puerto va de 1 a 65535."),
  paper_width: z.enum(["80", "58"]),
  resend_unconfirmed: z.boolean(),
});
type PrinterValues = z.infer<typeof printerForm>;
const fields = ["printer_host", "printer_port", "paper_width"] as const;

/** The form's values as the API takes them. */
const printerOf = (values: PrinterValues) => ({
  printer_host: values.printer_host,
  printer_port: Number(values.printer_port),
  paper_width: values.paper_width === "58" ? (58 as const) : (80 as const),
});

export const agentText =
  "En esta instalación el servidor no se conecta directo a las impresoras: las comandas y los tickets van a salir por el agente de impresión, un programa que se instala en una computadora del local (viene en una próxima versión).";

type PrinterDialogProps = { station: Station; onClose: () => void };

/** Decision 046: the ESC/POS printer on the network where the station's comandas print. */
export function PrinterDialog({ station, onClose }: PrinterDialogProps) {
  const update = useUpdateStation();
  const networks = usePrinterNetworks();
  const notify = useNotify();
  const form = useForm<PrinterValues>({
    resolver: zodResolver(printerForm),
    defaultValues: {
      printer_host: station.printerHost ?? "",
      printer_port: String(station.printerPort ?? 9100),
      paper_width: station.paperWidth === 58 ? "58" : "80",
      resend_unconfirmed: station.resendUnconfirmed,
    },
  });

  const save = (
    values: { printer_host: string | null; printer_port?: number; paper_width?: 80 | 58 },
    resend?: boolean,
  ) =>
    update.mutate(
      {
        id: station.id,
        name: station.name,
        ...values,
        ...(resend === undefined ? {} : { resend_unconfirmed: resend }),
      },
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

  const submit = form.handleSubmit((values) => save(printerOf(values), values.resend_unconfirmed));
  const typedPrinter = async () => ((await form.trigger(fields)) ? printerOf(form.getValues()) : null);

  const remove = station.printerHost && (
    <Button
      color="error"
      disabled={update.isPending}
      onClick={() => save({ printer_host: null })}
      sx={{ alignSelf: "flex-start" }}
    >
      Quitar impresora
    </Button>
  );

  return (
    <TitledDialog
      title={`Impresora de ${station.name}`}
      busy={update.isPending}
      onClose={onClose}
      maxWidth="xs"
    >
      {networks.data?.direct === false ? (
        <>
          <DialogContent>
            <Alert severity="info">{agentText}</Alert>
            {remove}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      ) : (
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
            hint={`Por ejemplo 192.168.0.50. Tiene que estar en la red del local${
              networks.data ? ` (${networks.data.networks.join(", ")})` : ""
            }.`}
            maxLength={253}
            autoFocus
          />
          <FormTextField
            form={form}
            name="printer_port"
            label="Puerto"
            htmlInput={{ inputMode: "numeric" }}
          />
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
          <Controller
            control={form.control}
            name="resend_unconfirmed"
            render={({ field: { value, onChange } }) => (
              <FormControlLabel
                control={<Checkbox checked={value} onChange={(event) => onChange(event.target.checked)} />}
                label="Reenviar los tickets que la impresora no confirma (pueden salir repetidos)"
              />
            )}
          />
          <TestPrint stationId={station.id} printer={typedPrinter} disabled={update.isPending} />
          {remove}
        </DialogForm>
      )}
    </TitledDialog>
  );
}
