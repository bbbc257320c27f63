import { type BusinessPermissions, defaultPermissions, type Role } from "@comanda/domain";
import { addUser, type Cookies, cookiesFrom, inject, signUp, type TestServer } from "../server-kit.ts";
import { openShiftRow, pendingOrderRow } from "../service-rows-kit.ts";
import { type CatalogIds, type Resource, type Seeded, seedBodies, seedPaths, unique } from "./seed-bodies.ts";
import { installWriteMark } from "./snapshot.ts";

/** Who sends a fuzzed request: a role of business A, business B's ADMIN, nobody, or a made-up cookie. */
export const callers = [
  "ADMIN",
  "CASHIER",
  "KITCHEN",
  "WAITER",
  "other-admin",
  "stranger",
  "forged",
] as const;
export type Caller = (typeof callers)[number];

export type { Resource } from "./seed-bodies.ts";

export type Owner = "own" | "foreign";

type Account = { email: string; password: string; cookies: Cookies };

/** The address the fixture itself signs in and seeds from, so the fuzzed addresses' limits stay theirs. */
const fixtureAddress = "10.255.255.1";
const linkToken = (text: string, pattern: RegExp) => {
  const match = text.match(pattern);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return match[1];
};

/**
 * Two businesses, A with one user per role plus spare staff to be targets, B with its ADMIN and a cashier,
 * each with a few catalog records. A fuzzed request may sign a caller out, disable or delete it, or delete
 * every record: `refresh` puts the world back after any request that succeeded.
 */
export const createWorld = async (
  server: TestServer,
  permissions: BusinessPermissions = defaultPermissions,
) => {
  const db = server.ctx.database.db;
  await installWriteMark(db, server.ctx.database.dialect);
  const ownerA = await signUp(server);
  const ownerB = await signUp(server);
  const businessA = ownerA.session.business.id;
  const businessB = ownerB.session.business.id;
  const admins: Record<"ADMIN" | "other-admin", Account> = {
    ADMIN: { email: ownerA.input.email, password: ownerA.input.password, cookies: ownerA.cookies },
    "other-admin": { email: ownerB.input.email, password: ownerB.input.password, cookies: ownerB.cookies },
  };
  const staff: Partial<Record<Role, Cookies>> = {};
  const hire = async (role: "CASHIER" | "KITCHEN" | "WAITER") => {
    staff[role] = (await addUser(server, businessA, role)).cookies;
  };
  await hire("CASHIER");
  await hire("KITCHEN");
  // Decision 083: the waiter is fuzzed on every route like the other roles.
  await hire("WAITER");
  const spare = await addUser(server, businessA, "CASHIER", "Repuesto");
  await addUser(server, businessA, "KITCHEN", "Repuesto");
  await addUser(server, businessB, "CASHIER", "Ajeno");

  const verifyToken = linkToken(
    server.mails.find((mail) => mail.to === ownerB.input.email)?.text ?? "",
    /verify-email\?token=([^&\s]+)/,
  );
  await inject(server, {
    method: "POST",
    url: "/api/v1/password/forgot",
    payload: { email: spare.email },
    remoteAddress: fixtureAddress,
  });
  const resetToken = linkToken(
    server.mails.findLast((mail) => mail.to === spare.email)?.text ?? "",
    /reset-password\/([^?\s]+)/,
  );

  const cookiesOf = (caller: Caller): Cookies | undefined => {
    if (caller === "ADMIN" || caller === "other-admin") return admins[caller].cookies;
    if (caller === "CASHIER" || caller === "KITCHEN" || caller === "WAITER") return staff[caller];
    return undefined;
  };

  const businessOf = (caller: Caller) =>
    caller === "other-admin" ? businessB : caller === "stranger" || caller === "forged" ? null : businessA;

  const ids = async (resource: Resource, owner: Owner) => {
    const rows = await db
      .selectFrom(resource)
      .select("id")
      .where("business_id", "=", owner === "own" ? businessA : businessB)
      .orderBy("id")
      .execute();
    return rows.map((row) => row.id);
  };

  const signedIn = async (cookies: Cookies | undefined) =>
    cookies !== undefined &&
    (await inject(server, { method: "GET", url: "/api/v1/session", cookies })).statusCode === 200;

  /** Signs the ADMIN in again; one the run disabled or deleted (a second ADMIN made that possible) is replaced. */
  const signInAgain = async (caller: "ADMIN" | "other-admin") => {
    const account = admins[caller];
    try {
      const result = await server.ctx.auth.api.signInEmail({
        body: { email: account.email, password: account.password },
        returnHeaders: true,
      });
      account.cookies = cookiesFrom(result.headers.getSetCookie());
    } catch {
      admins[caller] = await addUser(server, caller === "ADMIN" ? businessA : businessB, "ADMIN");
    }
  };

  // Only enabled records may be newly named in a body: a run may have disabled any of them.
  const enabledIds = async (resource: keyof CatalogIds, owner: Owner) => {
    const rows = await db
      .selectFrom(resource)
      .select("id")
      .where("business_id", "=", owner === "own" ? businessA : businessB)
      .where("status", "=", "enabled")
      .orderBy("id")
      .execute();
    return rows.map((row) => row.id);
  };
  const catalogOf = async (owner: Owner): Promise<CatalogIds> => ({
    category: await enabledIds("category", owner),
    ingredient: await enabledIds("ingredient", owner),
    product: await enabledIds("product", owner),
    payment_method: await enabledIds("payment_method", owner),
  });
  /** Three records of each kind, and at least one enabled of those a later body names. */
  const needsMore = async (resource: Seeded, owner: Owner) =>
    (await ids(resource, owner)).length < 3 ||
    (resource !== "promotion" && (await enabledIds(resource, owner)).length === 0);
  const catalog: CatalogIds = { category: [], ingredient: [], product: [], payment_method: [] };

  /**
   * The service loop (decision 019): an open shift with a pending order, so transitions, closes and reads have
   * a target. Written as rows: a run may have sold every unit or disabled every payment method.
   */
  const serve = async (owner: Owner) => {
    const businessId = owner === "own" ? businessA : businessB;
    const userId = (owner === "own" ? ownerA : ownerB).session.user.id;
    const open = await db
      .selectFrom("shift")
      .select("id")
      .where("business_id", "=", businessId)
      .where("end_date", "is", null)
      .executeTakeFirst();
    const shiftId = open?.id ?? (await openShiftRow(db, businessId, userId));
    const pending = await db
      .selectFrom("order")
      .select("id")
      .where("shift_id", "=", shiftId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (!pending) await pendingOrderRow(db, businessId, shiftId, userId);
  };

  /** Decision 049: two rooms each, so the plan's routes have a real target (rows: a run may delete them). */
  const furnish = async (owner: Owner) => {
    for (let have = (await ids("room", owner)).length; have < 2; have++) {
      const now = Date.now();
      await db
        .insertInto("room")
        .values({
          id: crypto.randomUUID(),
          business_id: owner === "own" ? businessA : businessB,
          name: unique("Salón"),
          name_key: unique("salon"),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  };

  // In order: a product names a category and an ingredient, a combo names products.
  const seed = async (caller: "ADMIN" | "other-admin") => {
    const owner = caller === "ADMIN" ? "own" : "foreign";
    for (const resource of ["category", "payment_method", "ingredient", "product", "promotion"] as const) {
      while (await needsMore(resource, owner)) {
        const response = await inject(server, {
          method: "POST",
          url: seedPaths[resource],
          payload: seedBodies[resource](await catalogOf(owner)),
          cookies: admins[caller].cookies,
          remoteAddress: fixtureAddress,
        });
        if (response.statusCode !== 201) throw new Error(`seeding ${resource}: ${response.body}`);
      }
    }
  };

  /** Business A's switches (decision 045): the run may fuzz the settings, so they are put back with the rest. */
  const applyPermissions = () =>
    db
      .updateTable("business")
      .set({
        cashier_edits_catalog: permissions.cashierEditsCatalog ? 1 : 0,
        cashier_cancels_orders: permissions.cashierCancelsOrders ? 1 : 0,
        kitchen_cancels_orders: permissions.kitchenCancelsOrders ? 1 : 0,
        waiter_charges: permissions.waiterCharges ? 1 : 0,
      })
      .where("id", "=", businessA)
      .execute();

  /** What the caller's business lets its roles do now, as the server reads it. */
  const permissionsOf = async (caller: Caller): Promise<BusinessPermissions> => {
    const id = businessOf(caller);
    if (id === null) return defaultPermissions;
    const row = await db
      .selectFrom("business")
      .select(["cashier_edits_catalog", "cashier_cancels_orders", "kitchen_cancels_orders", "waiter_charges"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return {
      cashierEditsCatalog: Number(row.cashier_edits_catalog) === 1,
      cashierCancelsOrders: Number(row.cashier_cancels_orders) === 1,
      kitchenCancelsOrders: Number(row.kitchen_cancels_orders) === 1,
      waiterCharges: Number(row.waiter_charges) === 1,
    };
  };

  const refresh = async () => {
    await applyPermissions();
    for (const caller of ["ADMIN", "other-admin"] as const) {
      if (!(await signedIn(admins[caller].cookies))) await signInAgain(caller);
    }
    for (const role of ["CASHIER", "KITCHEN", "WAITER"] as const) {
      if (!(await signedIn(staff[role]))) await hire(role);
    }
    await seed("ADMIN");
    await seed("other-admin");
    await serve("own");
    await serve("foreign");
    await furnish("own");
    await furnish("foreign");
    Object.assign(catalog, await catalogOf("own"));
  };

  await refresh();
  const cookieName = Object.keys(ownerA.cookies).find((name) => name.endsWith("session_token")) ?? "";
  return {
    businessA,
    businessB,
    cookiesOf,
    businessOf,
    permissionsOf,
    ids,
    refresh,
    resetToken,
    verifyToken,
    knownEmails: [ownerA.input.email, ownerB.input.email, spare.email],
    catalog,
    slugOf: (owner: Owner) => (owner === "own" ? ownerA.session.business.slug : ownerB.session.business.slug),
    cookieName,
    /** The ADMIN's session token without its signature, for forged cookies that look almost right. */
    realToken: () => (admins.ADMIN.cookies[cookieName] ?? "").split(".")[0] ?? "",
  };
};

export type World = Awaited<ReturnType<typeof createWorld>>;
