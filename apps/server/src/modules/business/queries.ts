import type { Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { BusinessTable } from "../../db/schema.ts";

export const readSettingsRow = (db: Db, businessId: string) =>
  db
    .selectFrom("business")
    .select([
      "name",
      "address",
      "phone",
      "slug",
      "blind_cash_count",
      "discount_policy",
      "cashier_max_discount",
      "cashier_edits_catalog",
      "cashier_cancels_orders",
      "kitchen_cancels_orders",
      "waiter_charges",
      "quick_notes",
      "courses",
      "kitchen_warn_minutes",
      "kitchen_late_minutes",
      "logo_updated_at",
    ])
    .where("id", "=", businessId)
    .executeTakeFirst();

export const updateBusiness = (db: Db, businessId: string, values: Updateable<BusinessTable>) =>
  db.updateTable("business").set(values).where("id", "=", businessId).execute();

/** Replaces the business's logo; `logo_updated_at` strictly increases, the logo's URL and tag with it. */
export const replaceLogo = (db: Db, businessId: string, webp: Buffer) =>
  db.transaction().execute(async (trx) => {
    const business = await trx
      .selectFrom("business")
      .select("logo_updated_at")
      .where("id", "=", businessId)
      .executeTakeFirstOrThrow();
    // Strictly increasing, so two uploads in the same millisecond still get different URLs and tags.
    const previous = business.logo_updated_at === null ? 0 : Number(business.logo_updated_at);
    const now = Math.max(Date.now(), previous + 1);
    await trx.deleteFrom("business_logo").where("business_id", "=", businessId).execute();
    await trx
      .insertInto("business_logo")
      .values({ business_id: businessId, mime: "image/webp", bytes: webp, updated_at: now })
      .execute();
    await trx
      .updateTable("business")
      .set({ logo_updated_at: now, updated_at: now })
      .where("id", "=", businessId)
      .execute();
  });

export const deleteLogo = (db: Db, businessId: string) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom("business_logo").where("business_id", "=", businessId).execute();
    await trx
      .updateTable("business")
      .set({ logo_updated_at: null, updated_at: Date.now() })
      .where("id", "=", businessId)
      .execute();
  });

/** Only the business's own row: a slug or session of one business never reaches another's logo. */
export const readLogoRow = (db: Db, where: { id: string } | { slug: string }) =>
  db
    .selectFrom("business_logo as l")
    .innerJoin("business as b", "b.id", "l.business_id")
    .select(["l.mime", "l.bytes", "l.updated_at"])
    .where((eb) =>
      "id" in where
        ? eb("b.id", "=", where.id)
        : eb.and([eb("b.slug", "=", where.slug), eb("b.status", "=", "enabled")]),
    )
    .executeTakeFirst();
