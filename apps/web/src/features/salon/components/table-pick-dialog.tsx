import type { SalonView } from "@comanda/domain/tabs";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { people, places } from "../lib/table-text";

export type PickMode = "move" | "join";
type Candidate = { tableId: string; tabId: string | null; name: string; detail: string };

type TablePickDialogProps = {
  mode: PickMode;
  tableName: string;
  /** This tab's table, never a choice. */
  tableId: string;
  rooms: SalonView["rooms"];
  pending: boolean;
  error: string | null;
  onPick: (choice: { tableId: string; tabId: string | null; name: string }) => void;
  onClose: () => void;
};

const texts = {
  move: { title: "Mover a otra mesa", empty: "No hay mesas libres." },
  join: { title: "Unir otra mesa", empty: "No hay otra mesa ocupada para unir." },
};

/** 'Mover' lists the free tables; 'Unir' the other occupied ones, whose tab comes into this one. */
export function TablePickDialog({
  mode,
  tableName,
  tableId,
  rooms,
  pending,
  error,
  onPick,
  onClose,
}: TablePickDialogProps) {
  const titleId = useId();
  const groups = rooms
    .map((room) => ({
      room,
      tables: room.tables
        .filter(
          (table) => table.id !== tableId && (mode === "move" ? table.tab === null : table.tab !== null),
        )
        .map<Candidate>((table) => ({
          tableId: table.id,
          tabId: table.tab?.orderId ?? null,
          name: table.name,
          detail: table.tab
            ? `${people(table.tab.guests)} · atiende ${table.tab.waiterName}`
            : places(table.seats),
        })),
    }))
    .filter((group) => group.tables.length > 0);

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts[mode].title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {mode === "move"
            ? `${tableName} pasa, con todo lo pedido, a la mesa que elijas.`
            : `Lo pedido en la mesa que elijas pasa a ${tableName}, y esa mesa queda libre.`}
        </Typography>
        {groups.length === 0 ? (
          <Typography>{texts[mode].empty}</Typography>
        ) : (
          <List aria-label={texts[mode].title} dense>
            {groups.map(({ room, tables }) => (
              <li key={room.id}>
                <ul style={{ padding: 0 }}>
                  {rooms.length > 1 && <ListSubheader>{room.name}</ListSubheader>}
                  {tables.map((table) => (
                    <ListItemButton
                      key={table.tableId}
                      disabled={pending}
                      onClick={() => onPick(table)}
                      sx={{ minHeight: 48 }}
                    >
                      <ListItemText primary={table.name} secondary={table.detail} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Volver
        </Button>
      </DialogActions>
    </Dialog>
  );
}
