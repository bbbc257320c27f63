import { formatPesos, type MoneyTotal } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { comparisonText, count } from "../lib/home-format";

type Figure = { label: string; value: string; lastWeek: string; comparison: string; up: boolean | null };

const figuresOf = ({ today, sameDayLastWeek: last }: Dashboard, weekday: string): Figure[] => {
  const figure = <T extends MoneyTotal>(
    label: string,
    now: T,
    then: T,
    text: (n: T) => string,
    nothing: string,
  ) => {
    // The comparison is a rounded percentage: a double is close enough; the amounts shown stay exact.
    const [a, b] = [Number(now), Number(then)];
    return {
      label,
      value: text(now),
      lastWeek: `El ${weekday} pasado: ${text(then)}`,
      comparison: comparisonText(a, b, weekday, nothing),
      // Nothing last week to compare with is neither good nor bad news.
      up: a === b || b === 0 ? null : a > b,
    };
  };
  return [
    figure("Ventas de hoy", today.amount, last.amount, formatPesos, "Sin ventas"),
    figure("Órdenes completadas", today.orders, last.orders, count, "Sin órdenes"),
    figure("Ticket promedio", today.averageTicket, last.averageTicket, formatPesos, "Sin ventas"),
  ];
};

type TodayFiguresProps = { dashboard: Dashboard; weekday: string };

/** Decision 020: today's sales beside the same weekday last week. */
export function TodayFigures({ dashboard, weekday }: TodayFiguresProps) {
  return (
    <Box
      component="dl"
      aria-label="Ventas de hoy"
      sx={{
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {figuresOf(dashboard, weekday).map((figure) => (
        // The card is the one <div> HTML allows around a <dl>'s dt/dd group.
        <Card key={figure.label} component="div" variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {figure.value}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              fontWeight: "medium",
              color: figure.up === null ? "text.secondary" : figure.up ? "success.main" : "error.main",
            }}
          >
            {figure.comparison}
          </Typography>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {figure.lastWeek}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
