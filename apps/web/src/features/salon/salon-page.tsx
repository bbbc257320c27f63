import { type SalonTable, type TableState, tableStateLabels } from "@comanda/domain/tabs";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";
import { PageTitle } from "@/components/page-title";
import { QueryState } from "@/components/query-state";
import { RoomTabs } from "@/entities/room/room-tabs";
import { useCurrentSession } from "@/lib/current-session";
import { lazyPart, PreloadArea, preloadOnIntent } from "@/lib/lazy-part";
import { useSalon } from "./api/get-salon";
import { SalonList } from "./components/salon-list";
import { SalonPlan } from "./components/salon-plan";
import { stateColors } from "./components/state-colors";
import { useNow } from "./lib/use-now";

// The dialogs and the tab's panel are chunks of their own: the plan shows first (apps/web/scripts/routes.ts).
const OpenTableDialog = lazyPart(
  async () => (await import("./components/open-table-dialog")).OpenTableDialog,
);
const TabPanel = lazyPart(async () => (await import("./components/tab-panel")).TabPanel);
const preloadParts = preloadOnIntent({
  preload: () => Promise.all([OpenTableDialog.preload(), TabPanel.preload()]),
});

type View = "plan" | "list";
const viewChoices: readonly Choice<View>[] = [
  { value: "plan", label: "Plano" },
  { value: "list", label: "Lista" },
];
type Opened = { tabId: string; tableId: string; tableName: string };
const states: TableState[] = ["free", "occupied", "bill", "joined"];

/**
 * Decision 051: the service plan. Each table free, occupied (minutes and amount) or asking for the bill,
 * the same on every device (the live stream refetches it); a tap opens a free table or shows a tab.
 */
export function SalonPage() {
  const salon = useSalon();
  const { user } = useCurrentSession();
  const now = useNow();
  const small = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const [chosenView, setView] = useState<View | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [opening, setOpening] = useState<SalonTable | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const view = chosenView ?? (small ? "list" : "plan");

  const rooms = salon.data?.rooms ?? [];
  const room = rooms.find((each) => each.id === selectedId) ?? rooms[0] ?? null;

  const handleOpen = (table: SalonTable) => {
    const joined = table.joinedTo;
    // A joined table's guests are served from the tab it joined (decision 074).
    const host = joined
      ? rooms.flatMap((each) => each.tables).find((each) => each.tab?.orderId === joined.tabId)
      : undefined;
    if (table.tab) setOpened({ tabId: table.tab.orderId, tableId: table.id, tableName: table.name });
    else if (host?.tab) setOpened({ tabId: host.tab.orderId, tableId: host.id, tableName: host.name });
    else setOpening(table);
  };

  const counts = (state: TableState) => room?.tables.filter((table) => table.state === state).length ?? 0;

  return (
    <>
      <PageTitle>Salón</PageTitle>
      <Card>
        <CardContent>
          <QueryState query={salon} loadingLabel="Cargando el salón">
            {() =>
              !room ? (
                <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
                  <Typography>
                    Todavía no hay salones con mesas.{" "}
                    {user.role === "ADMIN"
                      ? "Armá el plano en «Salón y mesas»."
                      : "Pedile al administrador que arme el plano."}
                  </Typography>
                  {user.role === "ADMIN" && (
                    <Button variant="outlined" component={Link} to="/dining-room">
                      Ir a Salón y mesas
                    </Button>
                  )}
                </Stack>
              ) : (
                <Stack spacing={2}>
                  <RoomTabs rooms={rooms} roomId={room.id} onChange={setSelectedId}>
                    <ChoiceToggle
                      size="small"
                      value={view}
                      onChange={setView}
                      choices={viewChoices}
                      aria-label="Ver las mesas como"
                      sx={{ flexShrink: 0 }}
                    />
                  </RoomTabs>
                  <Stack
                    direction="row"
                    spacing={2}
                    sx={{ flexWrap: "wrap", rowGap: 0.5 }}
                    aria-label="Referencias"
                    role="group"
                  >
                    {states.map((state) => (
                      <Stack key={state} direction="row" spacing={0.75} sx={{ alignItems: "center" }}>
                        <Box
                          aria-hidden
                          sx={{
                            width: 14,
                            height: 14,
                            borderRadius: 0.5,
                            border: 2,
                            borderColor: stateColors[state].border,
                            bgcolor: stateColors[state].background,
                          }}
                        />
                        <Typography variant="body2">
                          {tableStateLabels[state]}: {counts(state)}
                        </Typography>
                      </Stack>
                    ))}
                  </Stack>
                  <PreloadArea {...preloadParts}>
                    {view === "plan" ? (
                      <SalonPlan roomName={room.name} tables={room.tables} now={now} onOpen={handleOpen} />
                    ) : (
                      <SalonList roomName={room.name} tables={room.tables} now={now} onOpen={handleOpen} />
                    )}
                  </PreloadArea>
                </Stack>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {opening && (
          <OpenTableDialog
            table={opening}
            onOpened={(tab) => {
              setOpening(null);
              setOpened({ tabId: tab.id, tableId: opening.id, tableName: opening.name });
            }}
            onClose={() => setOpening(null)}
          />
        )}
        {opened && (
          <TabPanel
            key={opened.tabId}
            tabId={opened.tabId}
            tableId={opened.tableId}
            tableName={opened.tableName}
            rooms={rooms}
            onClose={() => setOpened(null)}
          />
        )}
      </Suspense>
    </>
  );
}
