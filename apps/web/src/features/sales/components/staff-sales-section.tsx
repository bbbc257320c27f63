import { addTotals, formatPesos } from "@comanda/domain";
import type { StaffSales } from "@comanda/domain/staff-sales";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { FiguresTable } from "@/components/figures-table";
import { count } from "../lib/sales-format";

type StaffSalesSectionProps = { byStaff: readonly StaffSales[] };

/**
 * 'Por mozo' (decision 084): what each one sold in the shift's completed orders, tips apart; a table counts for
 * whoever serves it. Nothing for a shift that sold nothing yet.
 */
export function StaffSalesSection({ byStaff }: StaffSalesSectionProps) {
  if (byStaff.length === 0) return null;
  const sum = (of: (row: StaffSales) => number) => byStaff.reduce((total, row) => total + of(row), 0);
  return (
    <Card variant="outlined" component="section" aria-label="Por mozo">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Por mozo
        </Typography>
        <FiguresTable
          label="Por mozo"
          headers={["Nombre", "Pedidos", "Mesas", "Ventas", "Propinas"]}
          rows={byStaff.map((row) => ({
            key: row.userId,
            cells: [
              row.name,
              count(row.orders),
              count(row.tables),
              formatPesos(row.sales),
              formatPesos(row.tips),
            ],
          }))}
          // Summed exactly in centavos (decision 068).
          footer={[
            "Total",
            count(sum((row) => row.orders)),
            count(sum((row) => row.tables)),
            formatPesos(addTotals(byStaff.map((row) => row.sales))),
            formatPesos(addTotals(byStaff.map((row) => row.tips))),
          ]}
          emptyMessage="Todavía no se vendió nada."
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Cada mesa cuenta para quien la atiende. Las ventas no incluyen las propinas.
        </Typography>
      </CardContent>
    </Card>
  );
}
