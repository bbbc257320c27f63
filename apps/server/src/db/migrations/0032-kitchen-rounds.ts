import type { Kysely } from "kysely";

/**
 * Decision 081: a table's rounds in the kitchen. `kitchen_since`: when what the kitchen has to make of the
 * order now reached it (null: when the order was created); a round that sends a served table back to the
 * kitchen moves it, so the display's timer and 'Modificado' count from the round, not from when the table
 * opened. `served`: what earlier rounds already made (JSON, domain `servedKey` → quantity), so the card shows
 * only the new round. `cancelled_from`: the status an order was cancelled from, so a display shows 'ANULADO'
 * on an order it was making and never on a bill cancelled after it was served. `ready_at`: when it last became
 * 'Listo para entregar', for the preparation times.
 */
export const kitchenRounds = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("order").addColumn("kitchen_since", "bigint").execute();
    await db.schema.alterTable("order").addColumn("served", "text").execute();
    await db.schema.alterTable("order").addColumn("cancelled_from", "text").execute();
    // When it was last 'Listo para entregar': with `kitchen_since`, how long the kitchen took (the reports).
    await db.schema.alterTable("order").addColumn("ready_at", "bigint").execute();
  },
});
