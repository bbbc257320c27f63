import { formatPesos } from "@comanda/domain";
import ButtonBase from "@mui/material/ButtonBase";
import { styled } from "@mui/material/styles";
import { memo } from "react";
import type { GridItem } from "../order-draft";

type GridButtonProps = {
  item: GridItem;
  /** how many more the order can take */
  left: number;
  /** how many are in the order already */
  inOrder: number;
  /** the one grid button reached with Tab (roving tabindex) */
  tabbable: boolean;
  onAdd: (item: GridItem) => void;
  onFocusItem: (id: string) => void;
};

const noStock = (item: GridItem) =>
  item.kind === "product" && item.option.quantity !== null && item.option.quantity <= 0;

/** Decision 086: the kitchen said it is over for today; the tile shows it and adds nothing. */
export const isSoldOutToday = (item: GridItem) => item.kind === "product" && item.option.soldOut === true;

/**
 * The grid, and its buttons' look set once on it rather than as each button's `sx`: with 500 products and 50
 * combos, resolving and serialising a style per button was most of the time the grid took to open
 * (bench/order-grid-open.ts).
 */
export const GridTiles = styled("div")(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: theme.spacing(1),
  [theme.breakpoints.up("sm")]: { gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))" },
  "& .grid-tile": {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    alignItems: "stretch",
    justifyContent: "space-between",
    gap: theme.spacing(0.5),
    minHeight: 88,
    padding: theme.spacing(1.25),
    textAlign: "left",
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `1px solid ${theme.palette.divider}`,
    borderLeft: `4px solid ${theme.palette.primary.main}`,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body1.fontSize,
    color: theme.palette.text.primary,
    transition: theme.transitions.create(["background-color", "box-shadow"], { duration: 120 }),
    "&:hover": { boxShadow: theme.shadows[3] },
    "&.Mui-focusVisible": { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    "&.Mui-disabled": { opacity: 0.55, boxShadow: "none" },
    "&[data-kind='promotion']": { borderLeftColor: theme.palette.secondary.main },
    "&[data-in-order='true']": { backgroundColor: theme.palette.action.selected },
  },
  "& .grid-tile-name": {
    fontWeight: 600,
    lineHeight: 1.25,
    display: "-webkit-box",
    WebkitLineClamp: 2,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
    overflowWrap: "break-word",
    hyphens: "auto",
  },
  "& [data-in-order='true'] .grid-tile-name": { paddingRight: theme.spacing(3.5) },
  "& .grid-tile-price": {
    display: "flex",
    alignItems: "baseline",
    flexWrap: "wrap",
    columnGap: theme.spacing(1),
  },
  "& .grid-tile-amount": { fontWeight: 700, whiteSpace: "nowrap" },
  "& .grid-tile-status": { ...theme.typography.caption, color: theme.palette.error.main },
  "& .grid-tile-count": {
    position: "absolute",
    top: 6,
    right: 6,
    minWidth: 26,
    height: 26,
    padding: theme.spacing(0, 0.75),
    borderRadius: 13,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontSize: 14,
    fontWeight: 700,
    display: "grid",
    placeItems: "center",
  },
}));

/**
 * A product or combo as a big touch target: one tap adds one. Memoised on plain props, so a tap or a keystroke
 * re-renders only the buttons whose figures changed, not the whole catalog.
 */
export const GridButton = memo(function GridButton({
  item,
  left,
  inOrder,
  tabbable,
  onAdd,
  onFocusItem,
}: GridButtonProps) {
  const price = formatPesos(item.price);
  const status = isSoldOutToday(item)
    ? "Agotado"
    : noStock(item)
      ? "Sin stock"
      : left === 0
        ? "No queda más"
        : null;
  return (
    <ButtonBase
      className="grid-tile"
      data-grid-item={item.id}
      data-kind={item.kind}
      data-in-order={inOrder > 0}
      aria-label={[item.name, price, status].filter(Boolean).join(", ")}
      disabled={left === 0}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onAdd(item)}
      onFocus={() => onFocusItem(item.id)}
      focusRipple
    >
      <span className="grid-tile-name">{item.name}</span>
      <span className="grid-tile-price">
        <span className="grid-tile-amount">{price}</span>
        {status && <span className="grid-tile-status">{status}</span>}
      </span>
      {inOrder > 0 && (
        <span className="grid-tile-count" aria-hidden>
          {inOrder}
        </span>
      )}
    </ButtonBase>
  );
});
