import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { QueryState } from "@/components/query-state";
import { useFiscalSettings } from "../api/fiscal-settings";
import { FiscalCertificatePart } from "./fiscal-certificate";
import { FiscalCertificateRequest } from "./fiscal-certificate-request";
import { FiscalConnectionTest } from "./fiscal-connection-test";
import { FiscalSettingsForm } from "./fiscal-settings-form";

/**
 * The fiscal data and ARCA's certificate, ADMIN's alone (decision 054); until there is a certificate, the
 * request to ask ARCA for one (decision 067).
 */
export function FiscalSection() {
  const settings = useFiscalSettings();
  return (
    <Stack spacing={2} component="section" aria-labelledby="fiscal-title">
      <Typography id="fiscal-title" variant="subtitle1" component="h2">
        Datos fiscales
      </Typography>
      <QueryState query={settings} loadingLabel="Cargando datos fiscales">
        {(data) => (
          <>
            <FiscalSettingsForm settings={data} />
            {data.configured && !data.certificate && (
              <FiscalCertificateRequest request={data.certificateRequest} environment={data.environment} />
            )}
            <FiscalCertificatePart
              configured={data.configured}
              certificate={data.configured ? data.certificate : null}
              requested={data.configured && data.certificateRequest !== null}
            />
            {/* Only what is saved can be tried: the test reads the stored settings and certificate. */}
            {data.configured && data.certificate && <FiscalConnectionTest />}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
