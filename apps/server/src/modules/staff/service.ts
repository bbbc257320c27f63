import type { listQuery, Page, statusInput } from "@comanda/domain";
import type { createStaffInput, StaffMember } from "@comanda/domain/staff";
import type { z } from "zod";
import { callAuth } from "../../auth/auth-errors.ts";
import { runWithNewUserIntent } from "../../auth/new-user-intent.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import type { RequestSession } from "../../auth/signed-in.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { decodeCursor, timestampCursor, toPage } from "../../db/keyset.ts";
import { AppError, notFound } from "../../errors.ts";
import { enforce, refund } from "../../http/rate-limiter.ts";
import {
  countEnabledAdmins,
  countMembers,
  deleteSessionsOf,
  deleteUser,
  findMember,
  isoOf,
  listMembers,
  lockBusiness,
  type MemberRow,
  setUserStatus,
  toStaffMember,
} from "./queries.ts";

export type StaffDeps = Pick<AppContext, "database" | "auth" | "bus">;
export type Caller = Pick<RequestSession, "user" | "business">;

const missing = () => notFound("No encontramos ese usuario.");
const lastAdmin = () =>
  new AppError("aborted", "El negocio tiene que conservar al menos un administrador habilitado.");

/** docs/product.md#api: the users of the caller's business other than the caller, newest first. */
export const listStaff = async (
  { database }: StaffDeps,
  caller: Caller,
  query: z.output<typeof listQuery>,
): Promise<Page<StaffMember>> => {
  const filter = { businessId: caller.business.id, exceptId: caller.user.id, q: query.q || undefined };
  const cursor = decodeCursor(query.cursor, timestampCursor);
  const [rows, total] = await Promise.all([
    listMembers(database.db, filter, cursor, query.limit),
    countMembers(database.db, filter),
  ]);
  const page = toPage(rows, query.limit, (row) => ({ at: isoOf(row.created_at), id: row.id }), toStaffMember);
  return { ...page, total };
};

/**
 * The answer tells whether an e-mail has an account anywhere (409), so, as with profile e-mail changes,
 * attempts are bounded per business (decision 009). Each is counted before Better Auth is asked (parallel
 * requests cannot slip past) and taken back when the user is created, so adding staff is never limited.
 */
const probeLimit = (businessId: string) => ({
  key: `staff-create:${businessId}`,
  limit: 5,
  windowMs: 60 * 60_000,
});

/** docs/product.md#staff: the business is always the caller's, whatever the request says. */
export const createStaff = async (
  { database, auth, bus }: StaffDeps,
  caller: Caller,
  input: z.output<typeof createStaffInput>,
): Promise<StaffMember> => {
  const businessId = caller.business.id;
  assertStrongPassword(input.password, [input.name, input.email, caller.business.name]);
  const limit = probeLimit(businessId);
  await enforce(database.db, [limit]);
  const created = await runWithNewUserIntent({ kind: "staff", businessId, role: input.role }, () =>
    callAuth(() =>
      auth.api.signUpEmail({
        body: { name: input.name, email: input.email, password: input.password, callbackURL: "/" },
      }),
    ),
  );
  await refund(database.db, limit.key);
  // Better Auth signs a new user in; the ADMIN must stay who they are, so that session is dropped unused.
  await deleteSessionsOf(database.db, created.user.id);
  const row = await findMember(database.db, businessId, created.user.id);
  if (!row) throw new AppError("internal", "No se pudo leer el usuario creado.");
  await bus.publish(businessId, { entity: "users", id: row.id, op: "insert" });
  return toStaffMember(row);
};

/** Takes the business lock first, so the checks that follow hold until the change commits. */
const findChangeable = async (
  trx: Db,
  { database }: StaffDeps,
  caller: Caller,
  id: string,
): Promise<MemberRow> => {
  await lockBusiness(trx, database.dialect, caller.business.id);
  const row = await findMember(trx, caller.business.id, id);
  if (!row) throw missing();
  return row;
};

/**
 * The business must keep an enabled ADMIN (docs/product.md#roles); only an enabled ADMIN's change can
 * take it away.
 */
const assertKeepsAnAdmin = async (trx: Db, businessId: string, row: MemberRow) => {
  if (row.role !== "ADMIN" || row.status !== "enabled") return;
  if ((await countEnabledAdmins(trx, businessId, row.id)) === 0) throw lastAdmin();
};

/** Disabling ends every session of the user at once (docs/product.md#roles). */
export const setStaffStatus = async (
  deps: StaffDeps,
  caller: Caller,
  id: string,
  { status }: z.output<typeof statusInput>,
): Promise<StaffMember> => {
  if (id === caller.user.id) throw new AppError("aborted", "No podés deshabilitar tu propio usuario.");
  const { db, dialect } = deps.database;
  const { row, changed } = await db.transaction().execute(async (trx) => {
    const row = await findChangeable(trx, deps, caller, id);
    if (row.status === status) return { row, changed: false };
    if (status === "disabled") await assertKeepsAnAdmin(trx, caller.business.id, row);
    await setUserStatus(trx, dialect, id, status);
    if (status === "disabled") await deleteSessionsOf(trx, id);
    return { row: { ...row, status }, changed: true };
  });
  if (changed) await deps.bus.publish(caller.business.id, { entity: "users", id, op: "update" });
  return toStaffMember(row);
};

/** Sessions and accounts go with the user (foreign keys cascade); see docs/decisions/007 for orders. */
export const deleteStaff = async (deps: StaffDeps, caller: Caller, id: string): Promise<void> => {
  if (id === caller.user.id) throw new AppError("aborted", "No podés eliminar tu propio usuario.");
  await deps.database.db.transaction().execute(async (trx) => {
    const row = await findChangeable(trx, deps, caller, id);
    await assertKeepsAnAdmin(trx, caller.business.id, row);
    await deleteUser(trx, id);
  });
  await deps.bus.publish(caller.business.id, { entity: "users", id, op: "delete" });
};
