import type { PrepTimes } from "@comanda/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FiguresTable } from "@/components/figures-table";
import { count, minutesText } from "../lib/sales-format";

type PrepTimesSectionProps = { prepTimes: PrepTimes };

/**
 * How long the kitchen took with the shift's completed orders, per station and per product, slowest first
 * (docs/product.md#sales-history). Nothing for a shift whose orders were never timed.
 */
export function PrepTimesSection({ prepTimes }: PrepTimesSectionProps) {
  const { byStation, byProduct } = prepTimes;
  if (byStation.length === 0 && byProduct.length === 0) return null;
  const figures = (row: { orders: number; averageMinutes: number; p90Minutes: number }) => [
    count(row.orders),
    minutesText(row.averageMinutes),
    minutesText(row.p90Minutes),
  ];
  return (
    <Card variant="outlined" component="section" aria-label="Tiempos de preparación">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Tiempos de preparación
        </Typography>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
          <FiguresTable
            label="Por estación"
            headers={["Estación", "Pedidos", "Promedio", "P90"]}
            rows={byStation.map((station) => ({
              key: station.stationId ?? "",
              cells: [station.name, ...figures(station)],
            }))}
            emptyMessage="Sin tiempos por estación."
          />
          <FiguresTable
            label="Por producto"
            headers={["Producto", "Pedidos", "Promedio", "P90"]}
            rows={byProduct.map((product) => ({
              key: product.productId,
              cells: [product.name, ...figures(product)],
            }))}
            emptyMessage="Sin tiempos por producto."
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
