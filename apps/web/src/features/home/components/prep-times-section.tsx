import type { Dashboard } from "@comanda/domain/dashboard";
import Stack from "@mui/material/Stack";
import { FiguresTable } from "@/components/figures-table";
import { count, minutesText } from "../lib/home-format";
import { HomeSection } from "./home-section";

type PrepTimesSectionProps = { dashboard: Dashboard };

/** How long the kitchen took with today's completed orders, slowest first; nothing before one was timed. */
export function PrepTimesSection({ dashboard }: PrepTimesSectionProps) {
  const { byStation, byProduct } = dashboard.prepTimes;
  if (byStation.length === 0 && byProduct.length === 0) return null;
  const figures = (row: { orders: number; averageMinutes: number; p90Minutes: number }) => [
    count(row.orders),
    minutesText(row.averageMinutes),
    minutesText(row.p90Minutes),
  ];
  return (
    <HomeSection title="Tiempos de preparación de hoy">
      <Stack spacing={2}>
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
    </HomeSection>
  );
}
