import { formatPesos } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { type ReactNode, useId } from "react";
import { FiguresTable } from "@/components/figures-table";
import { count, hourLabel, longDay, shortDay } from "../lib/home-format";

// Read by screen readers, not shown: the table that says what the chart draws. Sizes are strings: in
// `sx` a bare 1 means 100 %, which made the hidden tables as wide as the page.
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

type ChartFigureProps = { title: string; description: string; chart: ReactNode; table: ReactNode };

function ChartFigure({ title, description, chart, table }: ChartFigureProps) {
  const captionId = useId();
  return (
    <Card component="figure" aria-labelledby={captionId} variant="outlined" sx={{ m: 0, minWidth: 0 }}>
      <CardContent>
        <Typography id={captionId} component="figcaption" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {chart}
        <Box sx={visuallyHidden}>{table}</Box>
      </CardContent>
    </Card>
  );
}

// A chart plots doubles: an amount past a double's exact digits (decision 068) is drawn and told to the
// centavo it can; the table beside it has the exact figure.
const chartMoney = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format;
const moneyFormatter = (value: number | null) =>
  value === null
    ? ""
    : Number.isSafeInteger(Math.round(value * 100))
      ? formatPesos(value)
      : chartMoney(value);
// The axis shows whole pesos in short form ("12 mil") so the labels fit a phone.
const axisMoney = new Intl.NumberFormat("es-AR", { notation: "compact", maximumFractionDigits: 1 }).format;

type DashboardChartsProps = { dashboard: Dashboard };

/**
 * Sales by hour today and by day for the last 30 days. Its own chunk (lib/lazy-part.tsx): the charts library
 * outweighs the rest of the home screen, so the figures paint first.
 */
export function DashboardCharts({ dashboard }: DashboardChartsProps) {
  const { salesByHour, salesByDay } = dashboard;
  const hourTitle = "Ventas de hoy por hora";
  const dayTitle = "Ventas de los últimos 30 días";
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
      }}
    >
      <ChartFigure
        title={hourTitle}
        description="Monto de las órdenes completadas en cada hora."
        chart={
          <BarChart
            height={260}
            hideLegend
            dataset={salesByHour.map((row) => ({
              ...row,
              amount: Number(row.amount),
              label: hourLabel(row.hour),
            }))}
            xAxis={[{ scaleType: "band", dataKey: "label" }]}
            yAxis={[{ valueFormatter: axisMoney, width: 56 }]}
            series={[{ dataKey: "amount", label: "Ventas", valueFormatter: moneyFormatter }]}
          />
        }
        table={
          <FiguresTable
            label={hourTitle}
            headers={["Hora", "Órdenes", "Monto"]}
            rows={salesByHour.map((row) => ({
              key: String(row.hour),
              cells: [hourLabel(row.hour), count(row.orders), formatPesos(row.amount)],
            }))}
            emptyMessage="Todavía no hay ventas hoy."
          />
        }
      />
      <ChartFigure
        title={dayTitle}
        description="Monto de las órdenes completadas cada día, hasta hoy."
        chart={
          <LineChart
            height={260}
            hideLegend
            dataset={salesByDay.map((row) => ({
              ...row,
              amount: Number(row.amount),
              label: shortDay(row.day),
            }))}
            xAxis={[{ scaleType: "point", dataKey: "label" }]}
            yAxis={[{ valueFormatter: axisMoney, width: 56 }]}
            series={[{ dataKey: "amount", label: "Ventas", valueFormatter: moneyFormatter, area: true }]}
          />
        }
        table={
          <FiguresTable
            label={dayTitle}
            headers={["Día", "Órdenes", "Monto"]}
            rows={salesByDay.map((row) => ({
              key: row.day,
              cells: [longDay(row.day), count(row.orders), formatPesos(row.amount)],
            }))}
            emptyMessage="Todavía no hay ventas."
          />
        }
      />
    </Box>
  );
}
