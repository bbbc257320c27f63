import { PLAN, type PlanTable, tableSize } from "@comanda/domain/dining-room-plan";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * Where a table sits on the plan and its tile's frame, in percents of the plan so it scales with the
 * surface: the owner's editor and the service plan draw the same tiles, each with its own colours.
 */
export const tableTileSx = (table: Pick<PlanTable, "x" | "y" | "shape" | "seats">) => {
  const { width, height } = tableSize(table);
  return {
    position: "absolute",
    left: percent(table.x - width / 2, PLAN.width),
    top: percent(table.y - height / 2, PLAN.height),
    width: percent(width, PLAN.width),
    height: percent(height, PLAN.height),
    borderRadius: table.shape === "round" ? "50%" : 1,
    border: 2,
    boxShadow: 1,
    p: 0.25,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    overflow: "hidden",
    font: "inherit",
    "&:focus-visible": { outline: 3, outlineColor: "secondary.main", outlineOffset: 2 },
  } as const;
};

type PlanSurfaceProps = {
  roomName: string;
  /** what the plan says when the room has no tables yet */
  empty: string | null;
  /** the room's height of the window the plan may not take (toolbars above and below it) */
  reservedHeight: number;
  centered?: boolean;
  /** the tables, each placed in plan units */
  children: ReactNode;
};

const gridLine = "rgba(0, 0, 0, 0.06)";

/**
 * A room's plan, drawn in plan units scaled to the width it gets (domain `PLAN`): a table sits at the same
 * spot on a tablet and on a desktop, and its height follows the window's, so the whole plan shows. The
 * owner's editor (/dining-room) and the service screen (/salon) draw their tables on it.
 */
export function PlanSurface({
  roomName,
  empty,
  reservedHeight,
  centered = false,
  children,
}: PlanSurfaceProps) {
  return (
    <Box
      role="group"
      aria-label={`Plano de ${roomName}`}
      sx={{
        position: "relative",
        width: "100%",
        maxWidth: `calc((100vh - ${reservedHeight}px) * ${PLAN.width / PLAN.height})`,
        minWidth: 280,
        mx: centered ? "auto" : undefined,
        aspectRatio: `${PLAN.width} / ${PLAN.height}`,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "grey.50",
        backgroundImage: `linear-gradient(to right, ${gridLine} 1px, transparent 1px), linear-gradient(to bottom, ${gridLine} 1px, transparent 1px)`,
        backgroundSize: `${(50 / PLAN.width) * 100}% ${(50 / PLAN.height) * 100}%`,
        overflow: "hidden",
      }}
    >
      {empty !== null && (
        <Typography
          color="text.secondary"
          sx={{
            position: "absolute",
            inset: 0,
            display: "grid",
            placeItems: "center",
            p: 2,
            textAlign: "center",
          }}
        >
          {empty}
        </Typography>
      )}
      {children}
    </Box>
  );
}
