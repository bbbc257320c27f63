import { PLAN } from "@comanda/domain/dining-room-plan";
import { PlanSurface } from "@/components/plan-surface";
import type { DraftTable } from "../draft";
import { PlanTable } from "./plan-table";

type PlanCanvasProps = {
  roomName: string;
  /** The id of the text that tells how to move a table. */
  hintId: string;
  tables: DraftTable[];
  onMove: (table: DraftTable, x: number, y: number) => void;
  onOpen: (table: DraftTable) => void;
};

/** The screen's title and buttons stand above the plan: it is as wide as the rest of the window lets it. */
const reservedHeight = 290;
export const planMaxWidth = `calc((100vh - ${reservedHeight}px) * ${PLAN.width / PLAN.height})`;

/** The owner's plan: each table dragged by finger or mouse, or moved with the arrow keys. */
export function PlanCanvas({ roomName, hintId, tables, onMove, onOpen }: PlanCanvasProps) {
  return (
    <PlanSurface
      roomName={roomName}
      reservedHeight={reservedHeight}
      empty={
        tables.length === 0
          ? "Este salón todavía no tiene mesas. Tocá «Agregar mesa» para poner la primera."
          : null
      }
    >
      {tables.map((table) => (
        <PlanTable
          key={table.key}
          table={table}
          hintId={hintId}
          onMove={(x, y) => onMove(table, x, y)}
          onOpen={() => onOpen(table)}
        />
      ))}
    </PlanSurface>
  );
}
