import type { TableState } from "@comanda/domain/tabs";

/** Free tables stay light, occupied ones fill in, a table waiting for its bill calls for attention. */
export const stateColors: Record<TableState, { background: string; border: string; text: string }> = {
  free: { background: "background.paper", border: "success.main", text: "text.primary" },
  occupied: { background: "primary.main", border: "primary.dark", text: "primary.contrastText" },
  bill: { background: "warning.light", border: "warning.dark", text: "text.primary" },
  // Its guests sit at another table: taken, but its bill is that one's.
  joined: { background: "action.selected", border: "primary.main", text: "text.primary" },
};
