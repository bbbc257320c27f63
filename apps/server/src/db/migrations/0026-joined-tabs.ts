import { type Kysely, sql } from "kysely";

/**
 * When a table's tab was joined into another's (POST /tabs/:id/join): it closes 'cancelled' with nothing to
 * pay, but nobody cancelled anything, so the shift's detail and its Z report must not count it among the
 * cancellations. Tabs joined before this column are found by the audit event the join wrote.
 */
export const joinedTabs = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("order").addColumn("joined_at", "bigint").execute();
    await sql`
      update "order" set joined_at = (
        select max(e.at) from audit_event e
        where e.business_id = "order".business_id and e.order_id = "order".id
          and e.action = 'cancelled' and e.detail like 'Unida a %'
      )
      where status = 'cancelled' and table_id is not null and total = 0
        and exists (
          select 1 from audit_event e
          where e.business_id = "order".business_id and e.order_id = "order".id
            and e.action = 'cancelled' and e.detail like 'Unida a %'
        )
    `.execute(db);
  },
});
