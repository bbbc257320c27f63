import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useCurrentSession } from "@/lib/current-session";

/** "Comanda" and the signed-in user's business, at the start of the top bar. */
export function Brand() {
  const { business } = useCurrentSession();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", minWidth: 0, flexGrow: 1 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        Comanda
      </Typography>
      <Divider orientation="vertical" flexItem sx={{ borderColor: "rgba(255, 255, 255, 0.4)" }} />
      <Typography component="p" noWrap sx={{ opacity: 0.9 }}>
        {business.name}
      </Typography>
    </Stack>
  );
}
