import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { ReactNode } from "react";

type RoomTabsProps = {
  rooms: readonly { id: string; name: string }[];
  roomId: string;
  onChange: (roomId: string) => void;
  /** A room marked (the owner's unsaved plan) shows a dot; its name stays the tab's accessible name. */
  marked?: (roomId: string) => boolean;
  /** What sits at the right of the tabs (or under them on a phone): the screen's own buttons. */
  children: ReactNode;
};

/** The rooms of the business as tabs, above a room's plan: the owner's editor and the service plan. */
export function RoomTabs({ rooms, roomId, onChange, marked, children }: RoomTabsProps) {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
    >
      <Tabs
        value={roomId}
        onChange={(_, id: string) => onChange(id)}
        aria-label="Salones"
        variant="scrollable"
        scrollButtons="auto"
        sx={{ minWidth: 0 }}
      >
        {rooms.map((each) => (
          <Tab
            key={each.id}
            value={each.id}
            label={each.name}
            icon={marked?.(each.id) ? <Box component="span" aria-hidden sx={dot} /> : undefined}
            iconPosition="end"
          />
        ))}
      </Tabs>
      {children}
    </Stack>
  );
}

const dot = { width: 8, height: 8, borderRadius: "50%", bgcolor: "warning.main" };
