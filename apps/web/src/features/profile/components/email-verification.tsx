import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useCurrentSession } from "@/lib/current-session";
import { useResendVerificationEmail } from "@/lib/resend-verification-email";

/** docs/product.md#profile: the e-mail verification status, and a way to ask for the mail again. */
export function EmailVerification() {
  const { user } = useCurrentSession();
  const resend = useResendVerificationEmail();

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
      <Typography component="span" color="text.secondary">
        Correo electrónico
      </Typography>
      <Chip
        size="small"
        label={user.emailVerified ? "Verificado" : "No verificado"}
        color={user.emailVerified ? "success" : "warning"}
        variant={user.emailVerified ? "filled" : "outlined"}
      />
      {!user.emailVerified && (
        <Button size="small" onClick={resend.send} loading={resend.pending}>
          Reenviar correo de verificación
        </Button>
      )}
    </Stack>
  );
}
