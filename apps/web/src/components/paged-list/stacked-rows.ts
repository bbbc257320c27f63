import { type SxProps, type Theme, useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";

// Out of sight but still read out: the column headers keep naming each cell for a screen reader.
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
} as const;

/**
 * Below MUI's md (900 px) a row of six columns does not fit beside the drawer (on a phone,
 * and on a 768 px tablet 'Estado' and the actions ran off the side): each row becomes a card of
 * "header: value" lines, the header drawn from the cell's data-label, and the actions get a line of their own.
 */
export const useStackedRows = () => useMediaQuery(useTheme().breakpoints.down("md"), { noSsr: true });

/** The table's sx while useStackedRows() holds. */
export const stackedRows: SxProps<Theme> = (theme) => ({
  "&, & tbody, & tr, & td": { display: "block" },
  "& thead": visuallyHidden,
  "& tbody tr": { py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
  "& tbody td": { border: 0, px: 0, py: 0.5 },
  // A right-aligned MUI cell lays its content out in reverse; a card line reads label first.
  "& tbody td[data-label], & tbody td[data-actions]": { display: "flex", flexDirection: "row" },
  "& tbody td[data-label]": {
    alignItems: "center",
    justifyContent: "space-between",
    gap: 2,
    textAlign: "right",
    overflowWrap: "anywhere",
    // The alternative text after "/" keeps the label out of the cell's accessible name: its column
    // header already names it.
    "&::before": {
      content: 'attr(data-label) / ""',
      color: theme.palette.text.secondary,
      textAlign: "left",
      flexShrink: 0,
    },
  },
  "& tbody td[data-actions]": { justifyContent: "flex-end", pt: 1 },
});
