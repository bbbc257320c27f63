import { isAPIError } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import { existingAccountMail } from "../../auth/mails.ts";
import { hashPassword } from "../../auth/password-hash.ts";
import type { AppContext } from "../../context.ts";
import { hit } from "../../http/rate-limiter.ts";
import { findAccountByEmail } from "./queries.ts";

type Deps = Pick<AppContext, "config" | "database" | "mailer">;

const hour = 60 * 60_000;
/** How often an address's owner is told of sign-ups with it: enough for a forgetful owner, no mail bomb. */
const MAILS_PER_HOUR = 3;

/** The account that has this (lowercased) address, if any. */
export const accountWithEmail = (deps: Deps, email: string) => findAccountByEmail(deps.database.db, email);

/** Better Auth's refusal of an address taken meanwhile (two sign-ups at once). */
export const isEmailTaken = (error: unknown) =>
  isAPIError(error) &&
  ["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"].includes(String(error.body?.code));

/**
 * Decision 070: a sign-up with an address that has an account does not say so. The password is hashed
 * as a new account's would be, so the answer takes about as long, and the owner of the address is mailed
 * (not awaited, as 'Olvidé mi contraseña' does) how to sign in or choose a new password.
 */
export const answerRegisteredEmail = async (
  deps: Deps,
  account: { name: string; email: string },
  password: string,
  log: FastifyBaseLogger,
) => {
  await hashPassword(password, deps.config.passwordHashCost);
  const rule = { key: `signup-registered:email:${account.email}`, limit: MAILS_PER_HOUR, windowMs: hour };
  if (!(await hit(deps.database.db, rule)).allowed) return { mailedTo: account.email };
  deps.mailer
    .send(existingAccountMail(account, deps.config.baseUrl))
    .catch((err: unknown) => log.error({ err }, "registered e-mail mail"));
  return { mailedTo: account.email };
};
