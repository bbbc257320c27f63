import StopCircle from "@mui/icons-material/StopCircle";
import Button from "@mui/material/Button";

/** The close-shift confirmation of docs/product.md#closing-a-shift, word for word: the count dialog's last step asks it. */
export const closeShiftConfirmText = "Esta seguro de querer terminar el turno?";

/** Opens the count (arqueo); the dialog lives in the shift bar so it outlives the open shift's card. */
export function CloseShiftButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<StopCircle />}
      onClick={onClick}
      sx={{ minHeight: 48 }}
    >
      Cerrar turno
    </Button>
  );
}
