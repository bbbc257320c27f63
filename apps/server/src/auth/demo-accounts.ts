import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";

/**
 * The demo's fixed e-mails (decision 059). Small on purpose: the server imports it at start to warn
 * while the demo's owner exists (README, demo), without loading the demo itself.
 */
export const demoEmails = {
  owner: "demo@comanda.local",
  cashier: "demo.caja@comanda.local",
  kitchen: "demo.cocina@comanda.local",
} as const;

/**
 * The demo's password, new each run and printed once (README, demo): a fixed one, published in the
 * README, let anyone into a demo left running on a reachable server. 96 random bits.
 */
export const newDemoPassword = () => `demo-${randomBytes(12).toString("base64url")}`;

/** Whether the demo's owner (a verified ADMIN with the demo's e-mail) exists in this database. */
export const hasDemoOwner = async (db: Db) =>
  (await db.selectFrom("user").select("id").where("email", "=", demoEmails.owner).executeTakeFirst()) !==
  undefined;

/** The server's warning at start while the demo's owner exists: it is meant for trying Comanda, not selling. */
export const warnIfDemoOwner = async (db: Db, logger: Pick<FastifyBaseLogger, "warn">) => {
  if (!(await hasDemoOwner(db))) return;
  logger.warn(
    { email: demoEmails.owner },
    `Esta base tiene el negocio de demostración: la cuenta ${demoEmails.owner} es ADMIN y puede entrar. ` +
      "Para atender clientes de verdad, usá una base sin la demo.",
  );
};
