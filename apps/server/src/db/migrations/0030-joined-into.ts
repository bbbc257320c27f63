import { type Kysely, sql } from "kysely";

/**
 * Decision 074: which tab a joined tab went into, so the plan shows its table as joined to the other
 * (not 'Libre') while that tab is open, and the join can be undone ('Separar'). Joins made before this column
 * are found by their audit event's detail, which names the other tab's table and turn.
 */
export const joinedInto = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("order").addColumn("joined_into", "text").execute();
    // The plan reads the joined tabs of a business at every look: few rows, found without the others.
    await sql`create index order_joined_into_idx on "order" (business_id, joined_into)
      where joined_into is not null`.execute(db);
    await sql`
      update "order" set joined_into = (
        select t.id from "order" t
        where t.business_id = "order".business_id and t.shift_id = "order".shift_id
          and t.type = 'table' and t.id <> "order".id
          and exists (
            select 1 from audit_event e
            where e.business_id = "order".business_id and e.order_id = "order".id and e.action = 'cancelled'
              and e.detail = 'Unida a ' || coalesce(t.table_name, '') || ' (turno ' || t.turn || ')'
          )
        order by t.created_at desc
        limit 1
      )
      where joined_at is not null
    `.execute(db);
  },
});
