import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import { PageTitle } from "@/components/page-title";
import { QueryState } from "@/components/query-state";
import { useBusiness } from "@/entities/business/business-query";
import { useCurrentSession } from "@/lib/current-session";
import { FiscalSection } from "./components/fiscal-section";
import { LogoSection } from "./components/logo-section";
import { SettingsForm } from "./components/settings-form";

export const adminOnlyText = "Solo el administrador puede cambiar estos datos.";

/**
 * docs/product.md#settings: the business's name, address, phone, blind cash count and logo (ADMIN changes
 * them); its fiscal data and ARCA certificate, which only ADMIN sees (decision 054).
 */
export function SettingsPage() {
  const { user } = useCurrentSession();
  const settings = useBusiness();
  const readOnly = user.role !== "ADMIN";

  return (
    <>
      <PageTitle>Configuración del negocio</PageTitle>
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <QueryState query={settings}>
            {(data) => (
              <Stack spacing={3}>
                {readOnly && <Alert severity="info">{adminOnlyText}</Alert>}
                <SettingsForm settings={data} readOnly={readOnly} />
                <Divider />
                <LogoSection businessName={data.name} logoUrl={data.logoUrl} readOnly={readOnly} />
                {!readOnly && (
                  <>
                    <Divider />
                    <FiscalSection />
                  </>
                )}
              </Stack>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
