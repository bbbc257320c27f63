import type { StatusColor } from "@comanda/domain";
import type { Theme } from "@mui/material/styles";

/** The edge colour of a card of a status; 'default' (a tab 'En la mesa', decision 050) is the theme's grey. */
export const statusEdgeColor = (theme: Theme, color: StatusColor): string =>
  color === "default" ? theme.palette.grey[500] : theme.palette[color].main;
