import { type Kysely, sql } from "kysely";
import { boolType, type Dialect, dateType } from "./types.ts";

/** Auth tables follow Better Auth's model (snake_case columns); our own tables use epoch-ms bigints. */
export const foundation = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    const date = dateType(dialect);
    const bool = boolType(dialect);

    await db.schema
      .createTable("business")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("phone", "text")
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("enabled"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("email_verified", bool, (c) => c.notNull().defaultTo(sql.lit(false)))
      .addColumn("image", "text")
      .addColumn("created_at", date, (c) => c.notNull())
      .addColumn("updated_at", date, (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("business_id", "text", (c) => c.notNull().references("business.id"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("enabled"))
      .execute();
    await db.schema
      .createIndex("user_business_idx")
      .on("user")
      .columns(["business_id", "created_at"])
      .execute();

    await db.schema
      .createTable("session")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("expires_at", date, (c) => c.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("created_at", date, (c) => c.notNull())
      .addColumn("updated_at", date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("session_user_idx").on("session").column("user_id").execute();

    await db.schema
      .createTable("account")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("provider_id", "text", (c) => c.notNull())
      .addColumn("access_token", "text")
      .addColumn("refresh_token", "text")
      .addColumn("id_token", "text")
      .addColumn("access_token_expires_at", date)
      .addColumn("refresh_token_expires_at", date)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("created_at", date, (c) => c.notNull())
      .addColumn("updated_at", date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("account_user_idx").on("account").column("user_id").execute();

    await db.schema
      .createTable("verification")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expires_at", date, (c) => c.notNull())
      .addColumn("created_at", date, (c) => c.notNull())
      .addColumn("updated_at", date, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("verification_identifier_idx")
      .on("verification")
      .column("identifier")
      .execute();

    await db.schema
      .createTable("rate_limit")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .execute();
  },
});
