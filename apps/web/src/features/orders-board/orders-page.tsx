import type { Order, Shift } from "@comanda/domain";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { type ComponentType, Suspense, useCallback, useMemo } from "react";
import { PageTitle } from "@/components/page-title";
import { QueryState } from "@/components/query-state";
import { useCurrentSession } from "@/lib/current-session";
import { lazyPart } from "@/lib/lazy-part";
import { useBoard } from "./api/get-board";
import { BoardFilters } from "./components/board-filters";
import { LiveConnectionAlert } from "./components/live-connection-alert";
import { OrderGrid } from "./components/order-grid";
import { PrinterAlerts } from "./components/printer-alerts";
import { useBoardSettings } from "./hooks/use-board-settings";
import { useNewOrderSound } from "./hooks/use-new-order-sound";
import { useNow } from "./hooks/use-now";
import { useKitchenSettings } from "./kitchen/kitchen-settings";
import { chosenCategories, matchesFilters, newestFirst } from "./lib/board-filter";

// Decision 087: the kitchen's display and the pass are chunks of their own, fetched when a device shows them; the
// board, which the counter opens all day, does not carry them.
const KitchenDisplay = lazyPart(() =>
  import("./kitchen/kitchen-display").then((module) => module.KitchenDisplay),
);
const PassView = lazyPart(() => import("./kitchen/pass-view").then((module) => module.PassView));

function ViewLoading() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
      <CircularProgress aria-label="Cargando la vista" />
    </Box>
  );
}

/** docs/product.md#orders-board: the open shift's tickets, live on every device. */
type OrdersPageProps = {
  /**
   * The app fills in what other features own (docs/decisions/056-app-composes-features.md): the shift's bar with
   * its money and 'Hacer pedido', and each card's 'Editar'. Both are module-level components, so the memoised
   * cards keep their props.
   */
  shiftBar: ComponentType<{ shift: Shift | null; staff: boolean; takesOrders: boolean }>;
  editOrder: ComponentType<{ order: Order }>;
};

export function OrdersPage({ shiftBar: ShiftBar, editOrder }: OrdersPageProps) {
  const { user } = useCurrentSession();
  const board = useBoard();
  const [settings, updateSettings] = useBoardSettings();
  const [kitchen, updateKitchen] = useKitchenSettings();
  // Decision 046: the kitchen's tablets open on the kitchen display; any device may choose either.
  const view = kitchen.view ?? (user.role === "KITCHEN" ? "kitchen" : "board");
  // Decision 094: this device's view downloads beside the board's data, and draws with it. Idempotent.
  if (view === "kitchen") void KitchenDisplay.preload().catch(() => undefined);
  if (view === "pass") void PassView.preload().catch(() => undefined);
  const now = useNow();
  // docs/product.md#screens: a shift that has ended shows no orders.
  const shift = board.data?.shift?.endDate == null ? (board.data?.shift ?? null) : null;
  const orders = useMemo(
    () => (shift ? newestFirst(board.data?.orders ?? []) : []),
    [shift, board.data?.orders],
  );
  // One Set while the settings and categories stay, so the memoised cards (order-grid.tsx) keep theirs.
  const chosen = useMemo(
    () => chosenCategories(settings, board.data?.categories ?? []),
    [settings, board.data?.categories],
  );
  const shown = useCallback(
    (order: Order) => matchesFilters(order, settings.statuses, chosen, settings.types),
    [settings.statuses, chosen, settings.types],
  );
  const shownOrders = useMemo(() => orders.filter(shown), [orders, shown]);
  useNewOrderSound(board.data?.orders, view === "board" && settings.sound, shown);
  // Decision 093: what a new order does not change is the same element, so React skips it: the toggle, and the
  // shift's bar, which changes with the shift's totals only.
  const viewToggle = useMemo(
    () => <ViewToggle view={view} onChange={(next) => updateKitchen({ view: next })} />,
    [view, updateKitchen],
  );
  const staff = user.role === "ADMIN" || user.role === "CASHIER";
  const shiftBar = useMemo(
    () => <ShiftBar shift={shift} staff={staff} takesOrders={user.role !== "KITCHEN"} />,
    [ShiftBar, shift, staff, user.role],
  );

  return (
    <>
      <PageTitle>Pedidos</PageTitle>
      <LiveConnectionAlert />
      <QueryState query={board} loadingLabel="Cargando pedidos" errorText="No pudimos cargar los pedidos.">
        {(data) => (
          <Stack spacing={2}>
            {/* On the kitchen's own display the shift is only its name: the tickets get the room (decision 046). */}
            {!(shift && view === "kitchen" && user.role === "KITCHEN") && shiftBar}
            {shift && data.stations.some((station) => station.hasPrinter) && <PrinterAlerts />}
            {shift && view === "kitchen" && (
              <Suspense fallback={<ViewLoading />}>
                <KitchenDisplay
                  orders={data.orders}
                  stations={data.stations}
                  routing={data.routing}
                  role={user.role}
                  now={now}
                  settings={kitchen}
                  onChange={updateKitchen}
                  viewToggle={viewToggle}
                />
              </Suspense>
            )}
            {shift && view === "pass" && (
              <Stack spacing={1.5}>
                {viewToggle}
                <Suspense fallback={<ViewLoading />}>
                  <PassView
                    orders={data.orders}
                    routing={data.routing}
                    stations={data.stations}
                    role={user.role}
                    now={now}
                  />
                </Suspense>
              </Stack>
            )}
            {shift && view === "board" && (
              <>
                <BoardFilters
                  settings={settings}
                  categories={data.categories}
                  chosen={chosen}
                  onChange={updateSettings}
                  viewToggle={viewToggle}
                />
                <OrderGrid
                  orders={shownOrders}
                  total={orders.length}
                  role={user.role}
                  now={now}
                  settings={settings}
                  chosenCategories={chosen}
                  editOrder={editOrder}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </>
  );
}

type View = "board" | "kitchen" | "pass";

/** Decision 046: which display this device is (per device): the board, the kitchen's, or the pass (decision 087). */
function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, value: View | null) => value && onChange(value)}
      aria-label="Vista"
      sx={{ alignSelf: "flex-start" }}
    >
      <ToggleButton value="board">Tablero</ToggleButton>
      <ToggleButton value="kitchen">Cocina</ToggleButton>
      <ToggleButton value="pass">Pase</ToggleButton>
    </ToggleButtonGroup>
  );
}
