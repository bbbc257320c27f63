import { pinMessages, type Session } from "@comanda/domain";
import type { SwitchCandidate } from "@comanda/domain/staff";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { lockedOut } from "../../access/admin-pin.ts";
import { callAuth } from "../../auth/auth-errors.ts";
import { forwardCookies } from "../../auth/cookies.ts";
import { verifyPassword } from "../../auth/password-hash.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import type { Caller } from "../../http/caller.ts";
import { hit, refund } from "../../http/rate-limiter.ts";
import { sessionOf } from "./service.ts";

/**
 * Decision 083: five wrong PINs lock switching to that user for 15 minutes (like decision 070's per-user
 * count); the business has a ceiling of its own that no single user reaches, so a device cannot walk through
 * every colleague's PIN either.
 */
const windowMs = 15 * 60_000;
const limits = { user: 5, business: 20 } as const;

const wrongPin = () => new AppError("permission-denied", pinMessages.wrong, { pin: pinMessages.wrong });

/** Enabled users of the business with a PIN, by name: who a shared device may switch to. */
const holders = (db: Db, businessId: string) =>
  db
    .selectFrom("admin_pin as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .select(["u.id", "u.name", "u.email", "u.email_verified", "u.role", "p.pin_hash"])
    .where("p.business_id", "=", businessId)
    .where("u.business_id", "=", businessId)
    .where("u.status", "=", "enabled");

/** GET /session/switch-users: names only, the caller left out (it is who the device is already). */
export const switchCandidates = async (db: Db, who: Caller): Promise<SwitchCandidate[]> => {
  const rows = await holders(db, who.businessId).where("u.id", "!=", who.actor.id).execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "es") || a.id.localeCompare(b.id));
};

/**
 * POST /session/switch: the target's PIN, counted before it is checked (parallel guesses cannot slip past)
 * and taken back when right. A user of another business, a disabled one or one without a PIN is answered
 * as a wrong PIN: the answer tells nothing of who exists.
 */
export const switchUser = async (
  ctx: AppContext,
  who: Caller,
  input: { userId: string; pin: string },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> => {
  const { db } = ctx.database;
  const rules = [
    { key: `switch-pin:user:${input.userId}`, limit: limits.user },
    { key: `switch-pin:business:${who.businessId}`, limit: limits.business },
  ];
  for (const [index, rule] of rules.entries()) {
    const attempt = await hit(db, { ...rule, windowMs });
    if (attempt.allowed) continue;
    for (const earlier of rules.slice(0, index)) await refund(db, earlier.key);
    throw lockedOut(attempt.retryAfterMs);
  }
  const target = await holders(db, who.businessId).where("u.id", "=", input.userId).executeTakeFirst();
  if (!target || !(await verifyPassword(target.pin_hash, input.pin))) throw wrongPin();
  for (const rule of rules) await refund(db, rule.key);
  const result = await callAuth(() =>
    ctx.auth.api.switchToUser({
      body: { userId: target.id },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    }),
  );
  forwardCookies(reply, result.headers);
  return sessionOf(ctx, {
    id: target.id,
    name: target.name,
    email: target.email,
    emailVerified: Boolean(target.email_verified),
    role: target.role,
    businessId: who.businessId,
  });
};
