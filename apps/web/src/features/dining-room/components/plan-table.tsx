import { tableShapeLabels } from "@comanda/domain/dining-room";
import { PLAN } from "@comanda/domain/dining-room-plan";
import EventSeat from "@mui/icons-material/EventSeat";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { tableTileSx } from "@/components/plan-surface";
import type { DraftTable } from "../draft";

type PlanTableProps = {
  table: DraftTable;
  /** The id of the text that tells how to move a table. */
  hintId: string;
  onMove: (x: number, y: number) => void;
  onOpen: () => void;
};

/** Below this many pixels a press is a tap (it opens the table), not a drag. */
const dragThreshold = 6;
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type Drag = { pointerId: number; fromX: number; fromY: number; x: number; y: number; scale: number };

/**
 * One table on the plan: dragged with a finger or a mouse (Pointer Events, captured so the drag follows
 * the pointer off the table), moved with the arrow keys, opened with a tap, Enter or Space.
 */
export function PlanTable({ table, hintId, onMove, onOpen }: PlanTableProps) {
  const drag = useRef<Drag | null>(null);
  // A drag ends in a click too: that click must not open the table.
  const dragged = useRef(false);
  const seats = `${table.seats} ${table.seats === 1 ? "lugar" : "lugares"}`;

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const plan = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!plan?.width) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragged.current = false;
    drag.current = {
      pointerId: event.pointerId,
      fromX: event.clientX,
      fromY: event.clientY,
      x: table.x,
      y: table.y,
      scale: PLAN.width / plan.width,
    };
  };

  const handlePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.fromX;
    const dy = event.clientY - current.fromY;
    if (!dragged.current && Math.hypot(dx, dy) < dragThreshold) return;
    dragged.current = true;
    onMove(current.x + dx * current.scale, current.y + dy * current.scale);
  };

  const handlePointerUp = () => {
    drag.current = null;
  };

  // The system took the pointer (a scroll, a call): the table goes back where it was.
  const handlePointerCancel = () => {
    if (drag.current && dragged.current) onMove(drag.current.x, drag.current.y);
    drag.current = null;
  };

  const handleClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    onOpen();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = arrows[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? 50 : 10;
    onMove(table.x + arrow[0] * step, table.y + arrow[1] * step);
  };

  return (
    <Box
      component="button"
      type="button"
      aria-label={`${table.name}, ${seats}, ${tableShapeLabels[table.shape].toLowerCase()}`}
      aria-describedby={hintId}
      data-x={table.x}
      data-y={table.y}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerCancel}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      sx={{
        ...tableTileSx(table),
        borderColor: "primary.main",
        bgcolor: "background.paper",
        color: "text.primary",
        cursor: "grab",
        // The finger drags the table instead of scrolling or zooming the page.
        touchAction: "none",
        userSelect: "none",
        WebkitUserSelect: "none",
        "&:active": { cursor: "grabbing", boxShadow: 4 },
      }}
    >
      <Typography variant="caption" noWrap sx={{ fontWeight: 700, maxWidth: "100%", lineHeight: 1.2 }}>
        {table.name}
      </Typography>
      <Typography
        variant="caption"
        aria-hidden
        sx={{ display: "flex", alignItems: "center", gap: 0.25, color: "text.secondary", lineHeight: 1.2 }}
      >
        <EventSeat sx={{ fontSize: 12 }} />
        {table.seats}
      </Typography>
    </Box>
  );
}
