import { formatPesos } from "@comanda/domain";
import { type SalonTable, tableStateLabels } from "@comanda/domain/tabs";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { durationText, minutesOpen, people, places, tableName } from "../lib/table-text";
import { stateColors } from "./state-colors";

type SalonListProps = {
  roomName: string;
  tables: SalonTable[];
  now: number;
  onOpen: (table: SalonTable) => void;
};

const detailOf = (table: SalonTable, now: number) => {
  const { tab } = table;
  if (!tab && table.joinedTo) return `Unida a ${table.joinedTo.tableName}`;
  if (!tab) return `${tableStateLabels.free} · ${places(table.seats)}`;
  const state = tableStateLabels[table.state];
  return `${state} · ${people(tab.guests)} · ${durationText(minutesOpen(tab.openedAt, now))} · ${tab.waiterName}`;
};

/** The plan's tables as a list, for a phone: the same states and names, one finger-wide row each. */
export function SalonList({ roomName, tables, now, onOpen }: SalonListProps) {
  return (
    <List aria-label={`Mesas de ${roomName}`} disablePadding>
      {tables.map((table) => (
        <ListItemButton
          key={table.id}
          aria-label={tableName(table, now)}
          onClick={() => onOpen(table)}
          divider
          sx={{ minHeight: 56, gap: 1.5 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: "50%",
              flexShrink: 0,
              border: 2,
              borderColor: stateColors[table.state].border,
              bgcolor: stateColors[table.state].background,
            }}
          />
          <ListItemText primary={table.name} secondary={detailOf(table, now)} />
          {table.tab && (
            <Box component="span" aria-hidden sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
              {formatPesos(table.tab.total)}
            </Box>
          )}
        </ListItemButton>
      ))}
    </List>
  );
}
