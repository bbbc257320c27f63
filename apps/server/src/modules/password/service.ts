import { setTimeout as sleep } from "node:timers/promises";
import type { resetPasswordInput } from "@comanda/domain/staff";
import { isAPIError } from "better-auth/api";
import type { z } from "zod";
import { callAuth, toAppError } from "../../auth/auth-errors.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enforce, hit } from "../../http/rate-limiter.ts";
import { slowdownMs } from "../session/index.ts";
import { knownOfLinkUser } from "./queries.ts";

export type PasswordDeps = Pick<AppContext, "database" | "auth" | "config">;

const hour = 60 * 60_000;

/** Where the mailed link lands once Better Auth has checked its token (through http/auth-proxy.ts). */
export const resetPage = "/reset-password";

/**
 * 'Olvidé mi contraseña': the answer is the same whether or not the e-mail has an account, and the mail is
 * sent without being awaited (auth.ts), so neither the body nor the timing tells them apart.
 * As with sign-in (decision 009), requests are refused per address and per address-and-e-mail; per e-mail
 * across addresses they are only slowed, so a stranger cannot lock the owner out of recovery (decision 009).
 */
export const requestPasswordReset = async (
  { database, auth, config }: PasswordDeps,
  email: string,
  ip: string,
) => {
  // An address has no "/" in it, so no two (address, e-mail) pairs share a key.
  await enforce(database.db, [
    { key: `password-forgot:ip:${ip}`, limit: 30, windowMs: hour },
    { key: `password-forgot:ip-email:${ip}/${email}`, limit: 5, windowMs: hour },
  ]);
  const policy = config.signInSlowdown;
  const rule = { key: `password-forgot:email:${email}`, limit: policy.afterFailures, windowMs: hour };
  const { count } = await hit(database.db, rule);
  const delay = slowdownMs(count - 1, policy);
  if (delay > 0) await sleep(delay);
  await callAuth(() => auth.api.requestPasswordReset({ body: { email, redirectTo: resetPage } }));
};

const invalidLink = () =>
  new AppError("invalid-argument", "El enlace para restablecer la contraseña no es válido o venció.");

/** Sets the new password and ends every session of the user (Better Auth's revokeSessionsOnPasswordReset). */
export const resetPassword = async (
  { database, auth }: PasswordDeps,
  { token, password }: z.output<typeof resetPasswordInput>,
  ip: string,
) => {
  await enforce(database.db, [{ key: `password-reset:ip:${ip}`, limit: 30, windowMs: 15 * 60_000 }]);
  const known = await knownOfLinkUser(database.db, token);
  if (!known) throw invalidLink();
  assertStrongPassword(password, known);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") throw invalidLink();
    throw toAppError(error);
  }
};
