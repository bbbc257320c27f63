import { signupInput } from "@comanda/domain";
import pino from "pino";
import { createAuth } from "../../auth/auth.ts";
import { callAuth } from "../../auth/auth-errors.ts";
import { type NewUserIntent, runWithNewUserIntent } from "../../auth/new-user-intent.ts";
import type { Config } from "../../config.ts";
import type { DatabaseHandle, Db } from "../../db/database.ts";
import { createMemoryBus } from "../../realtime/change-bus.ts";
import type { DemoUsers } from "./catalog.ts";
import { demoBusiness, demoStaff } from "./catalog-data.ts";

export type DemoDeps = { config: Config; database: DatabaseHandle };

/** The first of the demo's e-mails that already has an account in this database, the owner's first. */
export const existingDemoUser = async (db: Db): Promise<string | null> => {
  const emails = demoStaff.map((staff) => staff.email);
  const rows = await db.selectFrom("user").select("email").where("email", "in", emails).execute();
  const taken = new Set(rows.map((row) => row.email));
  return emails.find((email) => taken.has(email)) ?? null;
};

/**
 * The business and its three users made the way the product makes them: the owner through Better
 * Auth's sign-up with the signup's intent (its hook creates the business in the same transaction), the
 * staff through the staff module's intent; passwords hashed by Better Auth with the configured cost.
 * Better Auth signs each new user in: those sessions are dropped, as the staff module does. No mail is
 * sent: the addresses are not real.
 */
export const createDemoUsers = async ({ config, database }: DemoDeps, password: string) => {
  const log = pino({ level: "silent" });
  const mailer = { send: async () => {}, close: () => {} };
  const auth = createAuth({ config, database, mailer, bus: createMemoryBus(), log });
  const owner = demoStaff.find((staff) => staff.key === "owner");
  if (!owner) throw new Error("the demo has no owner");
  const input = signupInput.parse({
    name: owner.name,
    email: owner.email,
    password,
    business_name: demoBusiness.name,
    business_address: demoBusiness.address,
    business_phone: demoBusiness.phone,
  });
  const signUp = (intent: NewUserIntent, name: string, email: string) =>
    runWithNewUserIntent(intent, () =>
      callAuth(() =>
        auth.api.signUpEmail({ body: { name, email, password: input.password, callbackURL: "/" } }),
      ),
    );
  const ownerIntent: NewUserIntent = {
    kind: "owner",
    business: { name: input.business_name, address: input.business_address, phone: input.business_phone },
  };
  const created = await signUp(ownerIntent, input.name, input.email);
  const businessId = ownerIntent.created?.id;
  if (!businessId) throw new Error("the sign-up made no business");
  const users = { owner: { id: created.user.id, name: created.user.name } } as DemoUsers;
  try {
    for (const staff of demoStaff) {
      if (staff.key === "owner") continue;
      const made = await signUp({ kind: "staff", businessId, role: staff.role }, staff.name, staff.email);
      users[staff.key] = { id: made.user.id, name: made.user.name };
    }
    const ids = Object.values(users).map((user) => user.id);
    await database.db.deleteFrom("session").where("user_id", "in", ids).execute();
  } catch (error) {
    await removeDemoUsers(database.db, businessId);
    throw error;
  }
  return { businessId, users };
};

/**
 * Undoes `createDemoUsers` when the rest of the demo could not be written (it rolled back): the users
 * (their sessions and accounts go with them) and the business, which has nothing else yet.
 */
export const removeDemoUsers = async (db: Db, businessId: string) => {
  await db.deleteFrom("user").where("business_id", "=", businessId).execute();
  await db.deleteFrom("business").where("id", "=", businessId).execute();
};
