import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFiscalSettings } from "../api/fiscal-settings";
import { FiscalCertificatePart } from "./fiscal-certificate";
import { FiscalCertificateRequest } from "./fiscal-certificate-request";
import { FiscalConnectionTest } from "./fiscal-connection-test";
import { FiscalSettingsForm } from "./fiscal-settings-form";

/**
 * Issue 20 point 1: the fiscal data and ARCA's certificate, ADMIN's alone (decision 054); until there is a
 * certificate, the request to ask ARCA for one (issue 33 point 16).
 */
export function FiscalSection() {
  const settings = useFiscalSettings();
  return (
    <Stack spacing={2} component="section" aria-labelledby="fiscal-title">
      <Typography id="fiscal-title" variant="subtitle1" component="h2">
        Datos fiscales
      </Typography>
      {settings.isPending ? (
        <Stack sx={{ alignItems: "center" }}>
          <CircularProgress aria-label="Cargando datos fiscales" />
        </Stack>
      ) : settings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              Reintentar
            </Button>
          }
        >
          {settings.error.message}
        </Alert>
      ) : (
        <>
          <FiscalSettingsForm settings={settings.data} />
          {settings.data.configured && !settings.data.certificate && (
            <FiscalCertificateRequest
              request={settings.data.certificateRequest}
              environment={settings.data.environment}
            />
          )}
          <FiscalCertificatePart
            configured={settings.data.configured}
            certificate={settings.data.configured ? settings.data.certificate : null}
            requested={settings.data.configured && settings.data.certificateRequest !== null}
          />
          {/* Only what is saved can be tried: the test reads the stored settings and certificate. */}
          {settings.data.configured && settings.data.certificate && <FiscalConnectionTest />}
        </>
      )}
    </Stack>
  );
}
