import { PageTitle } from "../../components/page-title";

// Contract stub (issue 10): replaced by the screen itself.
export function SettingsPage() {
  return <PageTitle>Configuración del negocio</PageTitle>;
}
