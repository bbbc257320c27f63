import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useLocation, useSearchParams } from "react-router";
import { useCurrentSession } from "@/lib/current-session";
import { useResendVerificationEmail } from "@/lib/resend-verification-email";

/**
 * docs/product.md#rules: signup ends signed in with a banner asking to verify the e-mail. The owner sees it on every
 * screen (the account that recovers the business); staff only on their profile, where the status is shown,
 * or when a verification link they followed failed: on every screen it was noise at the till.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentSession();
  const { pathname } = useLocation();
  const resend = useResendVerificationEmail();
  // The server sends a bad or expired verification link here with this flag.
  const [searchParams] = useSearchParams();
  const invalidLink = searchParams.get("verificacion") === "invalida";
  if (user.emailVerified) return null;
  if (user.role !== "ADMIN" && pathname !== "/profile" && !invalidLink) return null;

  return (
    <Alert
      severity={invalidLink ? "warning" : "info"}
      role="status"
      // A long address breaks rather than make the message scroll sideways on a phone.
      sx={{ mb: 3, "& .MuiAlert-message": { overflowWrap: "anywhere" } }}
      action={
        <Button color="inherit" size="small" onClick={resend.send} loading={resend.pending}>
          Reenviar correo
        </Button>
      }
    >
      {invalidLink
        ? "El enlace de verificación no es válido o venció. Pedí uno nuevo con «Reenviar correo»."
        : `Verificá tu correo electrónico: te enviamos un enlace a ${user.email}.`}
    </Alert>
  );
}
