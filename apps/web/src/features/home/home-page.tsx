import type { Dashboard } from "@comanda/domain/dashboard";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { PageTitle } from "@/components/page-title";
import { QueryState } from "@/components/query-state";
import { useCurrentSession } from "@/lib/current-session";
import { lazyPart, PartSpinner } from "@/lib/lazy-part";
import { useDashboard } from "./api/get-dashboard";
import { BackupSection } from "./components/backup-section";
import { DiskWarning } from "./components/disk-warning";
import { GettingStarted } from "./components/getting-started";
import { LowStockSection } from "./components/low-stock-section";
import { OpenShiftSection } from "./components/open-shift-section";
import { PrepTimesSection } from "./components/prep-times-section";
import { BestSellersSection, OrderTypesSection, PaymentMethodsSection } from "./components/sales-breakdown";
import { TodayFigures } from "./components/today-figures";
import { weekdayOf } from "./lib/home-format";

// The charts library is most of this screen's weight: its own chunk, so the figures paint first.
const DashboardCharts = lazyPart(async () => (await import("./components/dashboard-charts")).DashboardCharts);

const chartsFailed = "No pudimos cargar los gráficos. Recargá la página para volver a intentarlo.";

const columns = {
  display: "grid",
  gap: 2,
  alignItems: "start",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
} as const;

function Overview({ dashboard }: { dashboard: Dashboard }) {
  const { user } = useCurrentSession();
  // The last of the 30 days is today, as the server counts days (Buenos Aires).
  const today = dashboard.salesByDay.at(-1)?.day;
  if (!dashboard.hasSales) {
    // Setting the business up is the owner's job: a cashier sees the shift and the stock.
    if (user.role !== "ADMIN") {
      return (
        <Box sx={columns}>
          <OpenShiftSection dashboard={dashboard} />
          <LowStockSection dashboard={dashboard} />
        </Box>
      );
    }
    return (
      <Box sx={columns}>
        <GettingStarted done={dashboard.gettingStarted} />
        <Stack spacing={2}>
          <OpenShiftSection dashboard={dashboard} />
          <LowStockSection dashboard={dashboard} />
          {dashboard.backup && <BackupSection backup={dashboard.backup} />}
        </Stack>
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <TodayFigures dashboard={dashboard} weekday={today ? weekdayOf(today) : "día"} />
      <Box sx={columns}>
        <OpenShiftSection dashboard={dashboard} />
        <LowStockSection dashboard={dashboard} />
      </Box>
      {/* A chunk that did not arrive (the connection dropped) costs the charts, not the figures. */}
      <ErrorBoundary resetKey="charts" fallback={<Alert severity="warning">{chartsFailed}</Alert>}>
        <Suspense fallback={<PartSpinner />}>
          <DashboardCharts dashboard={dashboard} />
        </Suspense>
      </ErrorBoundary>
      <Box sx={columns}>
        <Stack spacing={2}>
          <PaymentMethodsSection dashboard={dashboard} />
          <OrderTypesSection dashboard={dashboard} />
          <PrepTimesSection dashboard={dashboard} />
        </Stack>
        <Stack spacing={2}>
          <BestSellersSection dashboard={dashboard} />
          {dashboard.backup && <BackupSection backup={dashboard.backup} />}
        </Stack>
      </Box>
    </Stack>
  );
}

/** docs/product.md#home: the day at a glance, live (lib/live-events.ts refreshes ["dashboard"]). */
export function HomePage() {
  const dashboard = useDashboard();
  const { user } = useCurrentSession();
  return (
    <>
      <PageTitle>Inicio</PageTitle>
      {user.role === "ADMIN" && <DiskWarning />}
      <QueryState
        query={dashboard}
        loadingLabel="Cargando el resumen del día"
        errorText="No pudimos cargar el resumen del día."
      >
        {(data) => <Overview dashboard={data} />}
      </QueryState>
    </>
  );
}
