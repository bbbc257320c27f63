import { formatPesos } from "@comanda/domain";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import type { GridItem } from "./order-draft";

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

const soldOut = (item: GridItem) =>
  item.kind === "product" && item.option.quantity !== null && item.option.quantity <= 0;

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
  const none = soldOut(item);
  const status = none ? "Sin stock" : left === 0 ? "No queda más" : null;
  return (
    <ButtonBase
      data-grid-item={item.id}
      aria-label={[item.name, price, status].filter(Boolean).join(", ")}
      disabled={left === 0}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onAdd(item)}
      onFocus={() => onFocusItem(item.id)}
      focusRipple
      sx={(theme) => ({
        position: "relative",
        display: "flex",
        flexDirection: "column",
        alignItems: "stretch",
        justifyContent: "space-between",
        gap: 0.5,
        minHeight: 88,
        p: 1.25,
        textAlign: "left",
        borderRadius: 2,
        border: `1px solid ${theme.palette.divider}`,
        borderLeft: `4px solid ${item.kind === "promotion" ? theme.palette.secondary.main : theme.palette.primary.main}`,
        bgcolor: inOrder > 0 ? "action.selected" : "background.paper",
        boxShadow: theme.shadows[1],
        transition: theme.transitions.create(["background-color", "box-shadow"], { duration: 120 }),
        "&:hover": { boxShadow: theme.shadows[3] },
        "&.Mui-focusVisible": { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        "&.Mui-disabled": { opacity: 0.55, boxShadow: "none" },
      })}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 600,
          lineHeight: 1.25,
          display: "-webkit-box",
          WebkitLineClamp: 2,
          WebkitBoxOrient: "vertical",
          overflow: "hidden",
          overflowWrap: "break-word",
          hyphens: "auto",
          pr: inOrder > 0 ? 3.5 : 0,
        }}
      >
        {item.name}
      </Typography>
      <Typography
        component="span"
        sx={{ display: "flex", alignItems: "baseline", flexWrap: "wrap", columnGap: 1 }}
      >
        <span style={{ fontWeight: 700, whiteSpace: "nowrap" }}>{price}</span>
        {status && (
          <Typography component="span" variant="caption" color="error">
            {status}
          </Typography>
        )}
      </Typography>
      {inOrder > 0 && (
        <Typography
          component="span"
          aria-hidden
          sx={{
            position: "absolute",
            top: 6,
            right: 6,
            minWidth: 26,
            height: 26,
            px: 0.75,
            borderRadius: 13,
            bgcolor: "primary.main",
            color: "primary.contrastText",
            fontSize: 14,
            fontWeight: 700,
            display: "grid",
            placeItems: "center",
          }}
        >
          {inOrder}
        </Typography>
      )}
    </ButtonBase>
  );
});
