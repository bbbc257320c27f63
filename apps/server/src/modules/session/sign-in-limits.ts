import { setTimeout as sleep } from "node:timers/promises";
import type { SignInSlowdown } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { clear, enforce, hit, refund } from "../../http/rate-limiter.ts";

const window = 15 * 60_000;

/** How long to hold an attempt on an e-mail that has already failed `failures` times in the window. */
export const slowdownMs = (failures: number, policy: SignInSlowdown): number =>
  failures < policy.afterFailures
    ? 0
    : Math.min(policy.maxMs, policy.stepMs * (failures - policy.afterFailures + 1));

/**
 * Decision 015: a stranger must not be able to lock an owner out. Guesses are refused per address and per
 * address-and-e-mail; per e-mail, across addresses, they are only slowed down, so the owner can still
 * sign in from elsewhere. Every attempt is counted before the password is checked (parallel requests
 * cannot slip past a limit) and taken back when it succeeds, so only failures count.
 */
export const startSignIn = async (db: Db, policy: SignInSlowdown, ip: string, email: string) => {
  // An address has no "/" in it, so no two (address, e-mail) pairs share a key.
  const keys = {
    address: `sign-in:ip:${ip}`,
    pair: `sign-in:ip-email:${ip}/${email}`,
    email: `sign-in:email:${email}`,
  };
  await enforce(db, [
    { key: keys.address, limit: 100, windowMs: window },
    { key: keys.pair, limit: 10, windowMs: window },
  ]);
  const { count } = await hit(db, { key: keys.email, limit: policy.afterFailures, windowMs: window });
  const delay = slowdownMs(count - 1, policy);
  if (delay > 0) await sleep(delay);
  return {
    succeeded: async () => {
      await clear(db, keys.pair);
      await refund(db, keys.address);
      await refund(db, keys.email);
    },
  };
};
