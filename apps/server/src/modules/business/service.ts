import {
  type BusinessSettings,
  type Course,
  type DiscountPolicy,
  defaultKitchenTargets,
  uuidv7,
} from "@comanda/domain";
import type { businessSettingsInput, LogoType } from "@comanda/domain/settings-input";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { toStoredLogo } from "./logo-image.ts";
import { deleteLogo, readLogoRow, readSettingsRow, replaceLogo, updateBusiness } from "./queries.ts";

/** The signed-in URL carries the logo's version, so a cached copy is never shown after a change. */
export const ownLogoUrl = (logoUpdatedAt: number | null) =>
  logoUpdatedAt === null ? null : `/api/v1/business/logo?v=${logoUpdatedAt}`;

/** The public one, for the price list: a customer has no session, so it goes by the slug. */
export const publicLogoUrl = (slug: string, logoUpdatedAt: number | null) =>
  logoUpdatedAt === null ? null : `/api/v1/price-list/${slug}/logo?v=${logoUpdatedAt}`;

export const readSettings = async (db: Db, businessId: string): Promise<BusinessSettings> => {
  const row = await readSettingsRow(db, businessId);
  if (!row) throw notFound("No encontramos el negocio.");
  const logoUpdatedAt = row.logo_updated_at === null ? null : Number(row.logo_updated_at);
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    slug: row.slug,
    blindCashCount: Number(row.blind_cash_count) === 1,
    discountPolicy: row.discount_policy as DiscountPolicy,
    cashierMaxDiscount: Number(row.cashier_max_discount),
    permissions: {
      cashierEditsCatalog: Number(row.cashier_edits_catalog) === 1,
      cashierCancelsOrders: Number(row.cashier_cancels_orders) === 1,
      kitchenCancelsOrders: Number(row.kitchen_cancels_orders) === 1,
      waiterCharges: Number(row.waiter_charges) === 1,
    },
    logoUrl: ownLogoUrl(logoUpdatedAt),
    // Written by updateSettings from the domain's schema, never by a client directly.
    quickNotes: JSON.parse(row.quick_notes) as string[],
    courses: JSON.parse(row.courses) as Course[],
    kitchenTargets:
      row.kitchen_warn_minutes === null || row.kitchen_late_minutes === null
        ? { ...defaultKitchenTargets }
        : { warn: Number(row.kitchen_warn_minutes), late: Number(row.kitchen_late_minutes) },
  };
};

const announce = (ctx: AppContext, businessId: string) =>
  ctx.bus.publish(businessId, { entity: "business", id: businessId, op: "update" });

const switchColumns = [
  "cashier_edits_catalog",
  "cashier_cancels_orders",
  "kitchen_cancels_orders",
  // Decision 083 (migration 0034).
  "waiter_charges",
] as const;

/** The permission switches the request sent, as 0/1; the others are left as they are. */
const switches = (parsed: z.output<typeof businessSettingsInput>) => {
  const set: Partial<Record<(typeof switchColumns)[number], number>> = {};
  for (const column of switchColumns) {
    const value = parsed[column];
    if (value !== undefined) set[column] = value ? 1 : 0;
  }
  return set;
};

/** Name, address, phone, the blind count and who may discount. The slug stays: the printed QR codes keep working. */
export const updateSettings = async (
  ctx: AppContext,
  businessId: string,
  /** Already checked by the route's schema (businessSettingsInput). */
  parsed: z.output<typeof businessSettingsInput>,
): Promise<BusinessSettings> => {
  await updateBusiness(ctx.database.db, businessId, {
    name: parsed.name,
    address: parsed.address,
    phone: parsed.phone,
    blind_cash_count: parsed.blind_cash_count ? 1 : 0,
    // Left as they are when not sent (decision 026: a client that does not know them).
    ...(parsed.discount_policy === undefined ? {} : { discount_policy: parsed.discount_policy }),
    ...(parsed.cashier_max_discount === undefined
      ? {}
      : { cashier_max_discount: parsed.cashier_max_discount }),
    // Decision 045: changing one drops the business's cached sessions (migration 0016's trigger).
    ...switches(parsed),
    ...(parsed.quick_notes === undefined ? {} : { quick_notes: JSON.stringify(parsed.quick_notes) }),
    // Decision 082: a kept course keeps its id (products and lines name it); a new one gets one.
    ...(parsed.courses === undefined
      ? {}
      : {
          courses: JSON.stringify(
            parsed.courses.map((each): Course => ({ id: each.id ?? uuidv7(), name: each.name })),
          ),
        }),
    // Decision 087: the kitchen's target times.
    ...(parsed.kitchen_targets === undefined
      ? {}
      : {
          kitchen_warn_minutes: parsed.kitchen_targets.warn,
          kitchen_late_minutes: parsed.kitchen_targets.late,
        }),
    updated_at: Date.now(),
  });
  await announce(ctx, businessId);
  return readSettings(ctx.database.db, businessId);
};

export const saveLogo = async (
  ctx: AppContext,
  businessId: string,
  bytes: Uint8Array,
): Promise<BusinessSettings> => {
  // Decoded and encoded before the transaction: CPU work holds no connection or lock.
  const webp = await toStoredLogo(bytes);
  await replaceLogo(ctx.database.db, businessId, webp);
  await announce(ctx, businessId);
  return readSettings(ctx.database.db, businessId);
};

export const removeLogo = async (ctx: AppContext, businessId: string): Promise<BusinessSettings> => {
  await deleteLogo(ctx.database.db, businessId);
  await announce(ctx, businessId);
  return readSettings(ctx.database.db, businessId);
};

export type StoredLogo = { mime: LogoType; bytes: Buffer; updatedAt: number };

/** Only the business's own row: a slug or session of one business never reaches another's logo. */
export const readLogo = async (
  db: Db,
  where: { id: string } | { slug: string },
): Promise<StoredLogo | null> => {
  const row = await readLogoRow(db, where);
  if (!row) return null;
  return { mime: row.mime, bytes: Buffer.from(row.bytes), updatedAt: Number(row.updated_at) };
};
