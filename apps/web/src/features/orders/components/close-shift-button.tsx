import type { Shift } from "@comanda/domain";
import StopCircle from "@mui/icons-material/StopCircle";
import Button from "@mui/material/Button";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useNotify } from "../../../components/use-notify";
import { useCloseShift } from "../api/close-shift";

/** SPEC §2's close-shift confirmation, word for word. */
export const closeShiftConfirmText = "Esta seguro de querer terminar el turno?";

export function CloseShiftButton({ shift }: { shift: Shift }) {
  const close = useCloseShift();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const handleConfirm = () =>
    close.mutate(shift.id, {
      onSuccess: () => notify.success("Turno cerrado."),
      // Refused while orders are still open: the server's message says how many.
      onError: notify.failure,
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<StopCircle />}
        onClick={() => setConfirming(true)}
        sx={{ minHeight: 48 }}
      >
        Cerrar turno
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cerrar turno"
        message={closeShiftConfirmText}
        pending={close.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
