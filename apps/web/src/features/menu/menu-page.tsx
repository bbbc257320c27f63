import { PageTitle } from "../../components/page-title";
import { useCurrentSession } from "../../lib/current-session";

export function MenuPage() {
  const { business } = useCurrentSession();
  return <PageTitle>Menu de {business.name}</PageTitle>;
}
