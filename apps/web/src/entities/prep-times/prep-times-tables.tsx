import type { PrepTimes } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import { FiguresTable } from "@/components/figures-table";

const count = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 }).format;
const tenths = new Intl.NumberFormat("es-AR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format;

/** A preparation time in minutes, always with its tenth so a column's figures line up: "12,5 min". */
export const minutesText = (minutes: number) => `${tenths(minutes)} min`;

/** Whether any order was timed: the sections that show these tables are hidden until one was. */
export const anyPrepTimes = ({ byStation, byProduct }: PrepTimes) => byStation.length + byProduct.length > 0;

const figures = (row: { orders: number; averageMinutes: number; p90Minutes: number }) => [
  count(row.orders),
  minutesText(row.averageMinutes),
  minutesText(row.p90Minutes),
];

type PrepTimesTablesProps = {
  prepTimes: PrepTimes;
  /** side by side on a wide screen (a shift's detail), one above the other in a narrow column (the home) */
  wide: boolean;
};

/** How long the kitchen took, per station and per product, slowest first (docs/product.md#sales-history). */
export function PrepTimesTables({ prepTimes, wide }: PrepTimesTablesProps) {
  return (
    <Stack
      direction={wide ? { xs: "column", md: "row" } : "column"}
      spacing={2}
      sx={{ alignItems: wide ? { md: "flex-start" } : undefined }}
    >
      <FiguresTable
        label="Por estación"
        headers={["Estación", "Pedidos", "Promedio", "P90"]}
        rows={prepTimes.byStation.map((station) => ({
          key: station.stationId ?? "",
          cells: [station.name, ...figures(station)],
        }))}
        emptyMessage="Sin tiempos por estación."
      />
      <FiguresTable
        label="Por producto"
        headers={["Producto", "Pedidos", "Promedio", "P90"]}
        rows={prepTimes.byProduct.map((product) => ({
          key: product.productId,
          cells: [product.name, ...figures(product)],
        }))}
        emptyMessage="Sin tiempos por producto."
      />
    </Stack>
  );
}
