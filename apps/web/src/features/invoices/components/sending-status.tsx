import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** While ARCA answers (it may take seconds): said in words, not only shown. */
export function SendingStatus() {
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center" }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">Enviando la factura a ARCA…</Typography>
    </Stack>
  );
}
