import { addTotals, formatPesos, type ShiftSummary } from "@comanda/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { FiguresTable } from "@/components/figures-table";
import { count } from "../lib/sales-format";
import { SalesLines } from "./sales-lines";

function Section({ title, narrow, children }: { title: string; narrow?: boolean; children: ReactNode }) {
  return (
    // The money's lines are short: the tables beside them get the room.
    <Card variant="outlined" sx={{ flex: narrow ? { md: "0 1 280px" } : 1, minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

type ShiftBreakdownProps = { summary: ShiftSummary };

/** The money line by line, where it came from, what was cancelled and what sold most (decision 019). */
export function ShiftBreakdown({ summary }: ShiftBreakdownProps) {
  const { sales, byPaymentMethod, cancelled, bestSellers, optionsSold } = summary;
  // Summed exactly in centavos (decision 068).
  const total = addTotals(byPaymentMethod.map((method) => method.amount));
  const totalOrders = byPaymentMethod.reduce((sum, method) => sum + method.orders, 0);
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
      <Section title="Ventas" narrow>
        <Stack component="section" aria-label="Ventas" spacing={0.5}>
          <SalesLines sales={sales} />
        </Stack>
      </Section>
      <Section title="Por medio de pago">
        <FiguresTable
          label="Por medio de pago"
          headers={["Medio de pago", "Órdenes", "Monto"]}
          rows={byPaymentMethod.map((method) => ({
            key: method.paymentMethodId,
            cells: [method.name, count(method.orders), formatPesos(method.amount)],
          }))}
          footer={["Total", count(totalOrders), formatPesos(total)]}
          emptyMessage="No hay órdenes completadas."
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {`Pedidos cancelados: ${count(cancelled.orders)} por ${formatPesos(cancelled.amount)}`}
        </Typography>
      </Section>
      <Section title="Más vendidos">
        <FiguresTable
          label="Más vendidos"
          headers={["Producto", "Unidades"]}
          rows={bestSellers.map((product) => ({
            key: product.productId,
            cells: [product.name, count(product.quantity)],
          }))}
          emptyMessage="Todavía no se vendió ningún producto."
        />
        {/* Decision 081: how many 'Huevo frito' went out; only for a business that sells options. */}
        {optionsSold.length > 0 && (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              Opciones vendidas
            </Typography>
            <FiguresTable
              label="Opciones vendidas"
              headers={["Opción", "Grupo", "Unidades"]}
              rows={optionsSold.map((option) => ({
                key: option.optionId,
                cells: [option.name, option.group, count(option.quantity)],
              }))}
              emptyMessage="Todavía no se vendió ninguna opción."
            />
          </>
        )}
      </Section>
    </Stack>
  );
}
