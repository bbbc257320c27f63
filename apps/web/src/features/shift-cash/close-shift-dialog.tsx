import type { ZReport } from "@comanda/domain/cash";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { isApiError } from "@/lib/api-error";
import { useCloseShift } from "./api/close-shift";
import { useCountSheet } from "./api/shift-cash";
import { CloseResult } from "./close-result";
import { closeShiftConfirmText } from "./close-shift-button";
import { CountFields, type CountValues, readCounts } from "./count-fields";

type CloseShiftDialogProps = { shiftId: string; open: boolean; onClose: () => void };

type Step = "count" | "confirm" | "done";
const emptyValues: CountValues = { counted: {}, note: "" };

/**
 * Decision 020: 'Cerrar turno' is the cash count (arqueo). Count each method, then the question of docs/product.md#closing-a-shift,
 * then the stored result and the way to the Z report. The server refuses while orders are open (409).
 */
export function CloseShiftDialog({ shiftId, open, onClose }: CloseShiftDialogProps) {
  const titleId = useId();
  const [step, setStep] = useState<Step>("count");
  const [values, setValues] = useState<CountValues>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ZReport | null>(null);
  // Not refetched once closed: the sheet of a closed shift is gone from the board's point of view.
  const sheet = useCountSheet(shiftId, open && step !== "done");
  const close = useCloseShift();

  const finish = () => {
    setStep("count");
    setValues(emptyValues);
    setErrors({});
    setReport(null);
    close.reset();
    onClose();
  };

  const toConfirm = () => {
    if (!sheet.data) return;
    const read = readCounts(sheet.data, values);
    setErrors(read.errors);
    if (Object.keys(read.errors).length === 0) {
      close.reset();
      setStep("confirm");
    }
  };

  const confirm = () => {
    if (!sheet.data) return;
    const { counts } = readCounts(sheet.data, values);
    close.mutate(
      { id: shiftId, input: { counts, note: values.note.trim() || null } },
      {
        onSuccess: (answer) => {
          setReport(answer);
          setStep("done");
        },
        // The refusal (orders still open, a method not counted) is shown over the count to fix it.
        onError: () => setStep("count"),
      },
    );
  };

  const serverFieldError = isApiError(close.error) ? close.error.fields?.counts : undefined;

  return (
    <Dialog
      open={open}
      onClose={close.isPending ? undefined : finish}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Cerrar turno</DialogTitle>
      <DialogContent>
        {step === "count" && (
          <>
            {close.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {serverFieldError ?? close.error.message}
              </Alert>
            )}
            {sheet.data && sheet.data.openOrders > 0 && !close.error && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {sheet.data.openOrders === 1
                  ? "Queda 1 pedido sin completar ni cancelar: el turno no se puede cerrar hasta resolverlo."
                  : `Quedan ${sheet.data.openOrders} pedidos sin completar ni cancelar: el turno no se puede cerrar hasta resolverlos.`}
              </Alert>
            )}
            {sheet.data?.blind && (
              <DialogContentText sx={{ mb: 2 }}>
                Arqueo ciego: ingresá lo que hay en la caja; lo esperado se muestra al cerrar.
              </DialogContentText>
            )}
            {sheet.error && <Alert severity="error">{sheet.error.message}</Alert>}
            {sheet.data ? (
              <CountFields sheet={sheet.data} values={values} errors={errors} onChange={setValues} />
            ) : (
              !sheet.error && <CircularProgress aria-label="Cargando" />
            )}
          </>
        )}
        {step === "confirm" && <DialogContentText>{closeShiftConfirmText}</DialogContentText>}
        {step === "done" && report && <CloseResult report={report} />}
      </DialogContent>
      <DialogActions>
        {step === "count" && (
          <>
            <Button onClick={finish}>Cancelar</Button>
            <Button variant="contained" onClick={toConfirm} disabled={!sheet.data}>
              Continuar
            </Button>
          </>
        )}
        {step === "confirm" && (
          <>
            <Button onClick={() => setStep("count")} disabled={close.isPending}>
              Cancelar
            </Button>
            <Button variant="contained" onClick={confirm} loading={close.isPending}>
              Aceptar
            </Button>
          </>
        )}
        {step === "done" && report && (
          <>
            <Button onClick={finish}>Cerrar</Button>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/sell-list/${report.shift.id}/report`}
              onClick={finish}
            >
              Ver informe Z
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
