import { adminPin, type Permission, type PinRefusal, pinMessages } from "@comanda/domain";
import { hashPassword, verifyPassword } from "../auth/password-hash.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { hit, refund } from "../http/rate-limiter.ts";

/** The ADMIN whose PIN let one request through, and for what (access/enforce-access.ts). */
export type PinAuthorization = {
  permission: Permission;
  authorizer: { id: string; name: string };
  /** Set once the action wrote its record (an order's cancel does, in its own transaction). */
  recorded: boolean;
};

/**
 * Decision 045: a PIN is 4–6 digits, so only these limits keep it from being guessed. Decision 070:
 * wrong PINs are counted per user, so one user's five lock that user, not the business; the
 * business and the address have a ceiling of their own that no single user reaches.
 */
const pinWindowMs = 15 * 60_000;
const pinLimits = { user: 5, business: 20, address: 20 } as const;

export const pinRefused = (reason: PinRefusal) =>
  new AppError("permission-denied", pinMessages[reason], undefined, { pin: reason });

export const lockedOut = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    "resource-exhausted",
    `Demasiados intentos: probá de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
  );
};

/** Every enabled ADMIN of the business that has a PIN, oldest first so a match is always the same one. */
const pinHolders = (db: Db, businessId: string) =>
  db
    .selectFrom("admin_pin as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .select(["u.id", "u.name", "p.pin_hash"])
    .where("p.business_id", "=", businessId)
    .where("u.business_id", "=", businessId)
    .where("u.role", "=", "ADMIN")
    .where("u.status", "=", "enabled")
    .orderBy("p.created_at")
    .orderBy("u.id")
    .execute();

const matchOf = async (holders: { id: string; name: string; pin_hash: string }[], pin: string) => {
  for (const holder of holders)
    if (await verifyPassword(holder.pin_hash, pin)) return { id: holder.id, name: holder.name };
  return null;
};

/**
 * The ADMIN of `businessId` whose PIN `header` is. Five wrong PINs lock the user who sent them for 15
 * minutes; twenty lock the business's PINs and the address's (pinLimits). Each attempt is counted before
 * the check (parallel guesses cannot slip past) and taken back when right, so only failures count (like
 * sign-in, modules/session/sign-in-limits.ts).
 */
export const checkAdminPin = async (
  ctx: Pick<AppContext, "database">,
  caller: { businessId: string; userId: string; ip: string },
  header: string | string[] | undefined,
): Promise<{ id: string; name: string }> => {
  if (header === undefined || header === "") throw pinRefused("required");
  const parsed = adminPin.safeParse(header);
  if (!parsed.success) throw new AppError("invalid-argument", pinMessages.format);
  const { db } = ctx.database;
  const { businessId, userId, ip } = caller;
  const rules = [
    { key: `admin-pin:user:${userId}`, limit: pinLimits.user },
    { key: `admin-pin:business:${businessId}`, limit: pinLimits.business },
    { key: `admin-pin:ip:${ip}`, limit: pinLimits.address },
  ];
  const keys = rules.map((rule) => rule.key);
  for (const [index, rule] of rules.entries()) {
    const attempt = await hit(db, { ...rule, windowMs: pinWindowMs });
    if (attempt.allowed) continue;
    // Not tried after all: the counts already taken for it go back.
    for (const earlier of rules.slice(0, index)) await refund(db, earlier.key);
    throw lockedOut(attempt.retryAfterMs);
  }
  const match = await matchOf(await pinHolders(db, businessId), parsed.data);
  if (!match) throw pinRefused("wrong");
  for (const key of keys) await refund(db, key);
  return match;
};

/** A PIN another ADMIN of the business already has would make the record ambiguous (who authorized?). */
export const pinTaken = async (db: Db, businessId: string, userId: string, pin: string) =>
  (await matchOf(
    (await pinHolders(db, businessId)).filter((holder) => holder.id !== userId),
    pin,
  )) !== null;

export const hashPin = (ctx: Pick<AppContext, "config">, pin: string) =>
  hashPassword(pin, ctx.config.passwordHashCost);
