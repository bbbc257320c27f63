import { addTotals, formatPesos, orderTypeLabels } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";
import { FiguresTable } from "@/components/figures-table";
import { count } from "../lib/home-format";
import { HomeSection } from "./home-section";

type Props = { dashboard: Dashboard };

/** Today's completed orders per payment method, with the day's total. */
export function PaymentMethodsSection({ dashboard }: Props) {
  const methods = dashboard.byPaymentMethod;
  const total = addTotals(methods.map((method) => method.amount));
  const totalOrders = methods.reduce((sum, method) => sum + method.orders, 0);
  return (
    <HomeSection title="Ventas de hoy por medio de pago">
      <FiguresTable
        label="Ventas de hoy por medio de pago"
        headers={["Medio de pago", "Órdenes", "Monto"]}
        rows={methods.map((method) => ({
          key: method.paymentMethodId,
          cells: [method.name, count(method.orders), formatPesos(method.amount)],
        }))}
        footer={["Total", count(totalOrders), formatPesos(total)]}
        emptyMessage="Todavía no hay ventas hoy."
      />
    </HomeSection>
  );
}

/** Decision 050: today's completed orders per type (Mostrador, Para llevar, Delivery…); nothing before the first sale. */
export function OrderTypesSection({ dashboard }: Props) {
  if (dashboard.byType.length === 0) return null;
  return (
    <HomeSection title="Ventas de hoy por tipo">
      <FiguresTable
        label="Ventas de hoy por tipo"
        headers={["Tipo", "Órdenes", "Monto"]}
        rows={dashboard.byType.map((sales) => ({
          key: sales.type,
          cells: [orderTypeLabels[sales.type], count(sales.orders), formatPesos(sales.amount)],
        }))}
        emptyMessage="Todavía no hay ventas hoy."
      />
    </HomeSection>
  );
}

/** The ten products that sold most in the last 30 days. */
export function BestSellersSection({ dashboard }: Props) {
  return (
    <HomeSection title="Más vendidos (últimos 30 días)">
      <FiguresTable
        label="Más vendidos"
        headers={["Producto", "Unidades"]}
        rows={dashboard.bestSellers.slice(0, 10).map((product) => ({
          key: product.productId,
          cells: [product.name, count(product.quantity)],
        }))}
        emptyMessage="Todavía no se vendió ningún producto."
      />
    </HomeSection>
  );
}
