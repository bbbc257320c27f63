import { PageTitle } from "../../components/page-title";

export function OrdersPage() {
  return <PageTitle>Pedidos</PageTitle>;
}
