import type { ProfileUpdate, updateProfileInput } from "@comanda/domain/staff";
import type { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { callAuth } from "../../auth/auth-errors.ts";
import type { RequestSession } from "../../auth/signed-in.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors.ts";
import { enforce } from "../../http/rate-limiter.ts";
import { sessionOf } from "../session/index.ts";
import { findOtherUserByEmail, readSessionUser } from "./queries.ts";

export type ProfileDeps = Pick<AppContext, "database" | "auth" | "bus">;

const emailTaken = "Ya existe una cuenta con este correo electrónico.";

/**
 * Better Auth's change-of-address link is a stateless token, so the address waiting for it is remembered
 * here, in its verification table, until it is opened or expires.
 */
const pendingKey = (userId: string) => `pending-email:${userId}`;

const rememberPendingEmail = async (auth: Auth, userId: string, email: string) => {
  const { internalAdapter } = await auth.$context;
  const seconds = auth.options.emailVerification?.expiresIn ?? 3600;
  await internalAdapter.deleteVerificationByIdentifier(pendingKey(userId));
  await internalAdapter.createVerificationValue({
    identifier: pendingKey(userId),
    value: email,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
};

const pendingEmailOf = async (auth: Auth, userId: string, currentEmail: string) => {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(pendingKey(userId));
  if (!found || new Date(found.expiresAt).getTime() <= Date.now() || found.value === currentEmail)
    return null;
  return found.value;
};

const assertEmailFree = async (db: Db, email: string, userId: string) => {
  const other = await findOtherUserByEmail(db, email, userId);
  if (other) throw new AppError("aborted", emailTaken, { email: emailTaken });
};

const currentSession = async (deps: ProfileDeps, userId: string) => {
  const user = await readSessionUser(deps.database.db, userId);
  return sessionOf(deps, {
    ...user,
    emailVerified: Boolean(user.email_verified),
    businessId: user.business_id,
  });
};

/**
 * docs/product.md#profile: the name changes at once; a new e-mail is mailed a link and replaces the old one only
 * when that link is opened. `headers` are the caller's, so Better Auth acts on the caller's own session.
 */
export const updateProfile = async (
  deps: ProfileDeps,
  caller: Pick<RequestSession, "user" | "business">,
  input: z.output<typeof updateProfileInput>,
  headers: Headers,
): Promise<{ result: ProfileUpdate; cookies: Headers | null }> => {
  const { db } = deps.database;
  const userId = caller.user.id;
  const changesEmail = input.email !== caller.user.email;
  const changesName = input.name !== caller.user.name;
  if (changesEmail) {
    // Each request mails a third party's address, and the answer tells whether an address has an
    // account: bounded before either, so the form can be used neither to spam nor to probe.
    await enforce(db, [{ key: `email-change:${userId}`, limit: 5, windowMs: 60 * 60_000 }]);
    await assertEmailFree(db, input.email, userId);
    await callAuth(() =>
      deps.auth.api.changeEmail({ body: { newEmail: input.email, callbackURL: "/profile" }, headers }),
    );
    await rememberPendingEmail(deps.auth, userId, input.email);
  }
  let cookies: Headers | null = null;
  if (changesName) {
    const updated = await callAuth(() =>
      deps.auth.api.updateUser({ body: { name: input.name }, headers, returnHeaders: true }),
    );
    cookies = updated.headers;
  }
  const session = await currentSession(deps, userId);
  if (changesEmail || changesName) {
    await deps.bus.publish(caller.business.id, { entity: "users", id: userId, op: "update" });
  }
  return {
    result: { session, pendingEmail: await pendingEmailOf(deps.auth, userId, session.user.email) },
    cookies,
  };
};
