import type { Order } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { DialogButtons } from "@/components/dialog-buttons";
import { TitledDialog } from "@/components/titled-dialog";
import { useCounterPrinter } from "@/lib/counter-printer";
import { useCurrentSession } from "@/lib/current-session";
import { useNotify } from "@/lib/use-notify";
import { useRequestBill } from "../api/request-bill";
import { billHtml, printBill } from "../lib/print-bill";

type Where = "printer" | "browser" | "none";
type BillDialogProps = { tab: Order; tableName: string; onClose: () => void };

/**
 * 'Pedir cuenta': every device sees the table asking for its bill; the pre-bill prints on this counter's
 * printer (a station's, chosen on the orders board) or with the browser's dialog, or not at all.
 */
export function BillDialog({ tab, tableName, onClose }: BillDialogProps) {
  const whereId = useId();
  const printer = useCounterPrinter();
  const { business } = useCurrentSession();
  const [where, setWhere] = useState<Where>(printer ? "printer" : "browser");
  const bill = useRequestBill();
  const notify = useNotify();
  const asked = tab.tab?.billRequestedAt != null;

  const handleConfirm = () =>
    bill.mutate(
      { tabId: tab.id, ...(where === "printer" && printer ? { stationId: printer.stationId } : {}) },
      {
        onSuccess: (updated) => {
          if (where === "browser") printBill(billHtml(updated, tableName, business.name));
          notify.success(
            where === "printer" && printer
              ? `Cuenta de ${tableName} enviada a ${printer.name}.`
              : `${tableName} pidió la cuenta.`,
          );
          onClose();
        },
      },
    );

  return (
    <TitledDialog
      title={asked ? "Imprimir la cuenta" : "Pedir la cuenta"}
      busy={bill.isPending}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContent>
        {bill.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {bill.error.message}
          </Alert>
        )}
        <Typography id={whereId} sx={{ mb: 1 }}>
          ¿Dónde se imprime la cuenta de {tableName}?
        </Typography>
        <RadioGroup
          aria-labelledby={whereId}
          value={where}
          onChange={(event) => setWhere(event.target.value as Where)}
        >
          {printer && (
            <FormControlLabel value="printer" control={<Radio />} label={`En la impresora ${printer.name}`} />
          )}
          <FormControlLabel value="browser" control={<Radio />} label="En este dispositivo" />
          <FormControlLabel value="none" control={<Radio />} label="No imprimir" />
        </RadioGroup>
      </DialogContent>
      <DialogButtons
        cancelLabel="Volver"
        onCancel={onClose}
        confirmLabel={asked ? "Imprimir" : "Pedir cuenta"}
        onConfirm={handleConfirm}
        pending={bill.isPending}
      />
    </TitledDialog>
  );
}
