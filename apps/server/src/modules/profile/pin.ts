import type { AdminPinState, Role } from "@comanda/domain";
import { hashPin, pinTaken } from "../../access/admin-pin.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { enforce } from "../../http/rate-limiter.ts";
import { deleteAdminPin, findAdminPin, upsertAdminPin } from "./queries.ts";

type PinDeps = Pick<AppContext, "database" | "config">;
type Owner = { userId: string; businessId: string; role: Role };

const pickAnother = "Elegí otro PIN.";

export const readPinState = async (db: Db, userId: string): Promise<AdminPinState> => {
  const row = await findAdminPin(db, userId);
  return { hasPin: row !== undefined };
};

/**
 * Decision 045: the user's own PIN, stored hashed. An ADMIN's authorizes (decision 045) and switches user
 * (decision 083); anyone else's only switches. A PIN another ADMIN of the business has is refused to an
 * ADMIN, so every authorization names one person; the refusal could tell an ADMIN another's PIN, so tries
 * are limited too. Another role's PIN is never compared: the refusal would tell a waiter an ADMIN's PIN, and
 * the same digits authorize nothing for it (only an ADMIN's PIN authorizes).
 */
export const setPin = async (deps: PinDeps, owner: Owner, pin: string): Promise<AdminPinState> => {
  const { db } = deps.database;
  await enforce(db, [{ key: `admin-pin-set:${owner.userId}`, limit: 10, windowMs: 60 * 60_000 }]);
  if (owner.role === "ADMIN" && (await pinTaken(db, owner.businessId, owner.userId, pin)))
    throw new AppError("invalid-argument", pickAnother, { pin: pickAnother });
  const pinHash = await hashPin(deps, pin);
  const now = Date.now();
  await upsertAdminPin(db, { userId: owner.userId, businessId: owner.businessId }, pinHash, now);
  return { hasPin: true };
};

export const removePin = async (db: Db, userId: string): Promise<AdminPinState> => {
  await deleteAdminPin(db, userId);
  return { hasPin: false };
};
