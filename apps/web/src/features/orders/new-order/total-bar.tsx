import { formatMoney } from "@comanda/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import Typography from "@mui/material/Typography";

type TotalBarProps = {
  total: number;
  canCreate: boolean;
  pending: boolean;
  onCreate: () => void;
  /** the button's text: 'Crear' a new order, 'Guardar cambios' an edit */
  actionLabel?: string;
};

/** Always in reach, on a phone too: the running total and 'Crear' (Ctrl+Enter from the keyboard). */
export function TotalBar({ total, canCreate, pending, onCreate, actionLabel = "Crear" }: TotalBarProps) {
  return (
    <DialogActions
      sx={{
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Total
        </Typography>
        <Typography
          role="status"
          aria-label="Total del pedido"
          sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.1, whiteSpace: "nowrap" }}
        >
          {formatMoney(total)}
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        onClick={onCreate}
        disabled={!canCreate}
        loading={pending}
        title="Ctrl+Enter"
        sx={{ minWidth: 160, minHeight: 56, fontSize: 18, fontWeight: 700 }}
      >
        {actionLabel}
      </Button>
    </DialogActions>
  );
}
