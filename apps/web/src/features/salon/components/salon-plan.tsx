import type { SalonTable as Table } from "@comanda/domain/tabs";
import { PlanSurface } from "@/components/plan-surface";
import { SalonTable } from "./salon-table";

type SalonPlanProps = { roomName: string; tables: Table[]; now: number; onOpen: (table: Table) => void };

/** The room as the owner drew it (domain `PLAN` units, scaled to the width it gets), read-only. */
export function SalonPlan({ roomName, tables, now, onOpen }: SalonPlanProps) {
  return (
    <PlanSurface
      roomName={roomName}
      // The title, the room tabs and the legend stand above it.
      reservedHeight={250}
      centered
      empty={tables.length === 0 ? "Este salón todavía no tiene mesas." : null}
    >
      {tables.map((table) => (
        <SalonTable key={table.id} table={table} now={now} onOpen={() => onOpen(table)} />
      ))}
    </PlanSurface>
  );
}
