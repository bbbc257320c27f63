import { tableShapeLabels } from "@comanda/domain/dining-room";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { DraftTable } from "../draft";

type TableListProps = { roomName: string; tables: DraftTable[]; onOpen: (table: DraftTable) => void };

const seatsText = (seats: number) => `${seats} ${seats === 1 ? "lugar" : "lugares"}`;

/** The room's tables as a list beside the plan: how many seats in all, and each table to open. */
export function TableList({ roomName, tables, onOpen }: TableListProps) {
  const seats = tables.reduce((sum, table) => sum + table.seats, 0);
  const sorted = [...tables].sort((a, b) => a.name.localeCompare(b.name, "es", { numeric: true }));
  return (
    <section aria-label={`Mesas de ${roomName}`}>
      <Typography variant="subtitle2" component="h2">
        {tables.length === 1 ? "1 mesa" : `${tables.length} mesas`} · {seatsText(seats)}
      </Typography>
      <List dense disablePadding sx={{ maxHeight: { md: "calc(100vh - 360px)" }, overflowY: "auto" }}>
        {sorted.map((table) => (
          <ListItem key={table.key} disablePadding>
            <ListItemButton onClick={() => onOpen(table)} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={table.name}
                secondary={`${seatsText(table.seats)} · ${tableShapeLabels[table.shape]}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
