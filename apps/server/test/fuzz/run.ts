import { type Access, isGuarded } from "../../src/access/route-access.ts";
import type { TestServer } from "../server-kit.ts";
import { type FuzzRequest, fuzzRequest } from "./arbitraries.ts";
import { problemsOf } from "./checks.ts";
import { buildRequest } from "./request.ts";
import { send } from "./send.ts";
import { differences, type Snapshot, snapshot, writeMark } from "./snapshot.ts";
import type { World } from "./world.ts";

/** The shape of a route's requests, read from its role-table key. */
export const requestsFor = (key: string) => {
  const [method = "GET", path = ""] = key.split(" ");
  const param = path.includes(":token")
    ? "token"
    : path.includes(":id")
      ? "id"
      : path.includes(":slug")
        ? "slug"
        : null;
  // Any GET without a parameter may be a list: a route that reads no query just ignores limit/cursor/q.
  const query = path === "/api/auth/verify-email" ? "link" : method === "GET" && !param ? "list" : "none";
  // PUT takes raw bytes (the logo) but for the ADMIN's PIN, which is JSON (decision 045).
  const hasBody = method === "POST" || method === "PATCH" || key === "PUT /api/v1/profile/pin";
  return fuzzRequest({ method, param, query, hasBody, keys: 6 });
};

const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text);

const preview = (payload: unknown) => {
  if (payload === undefined) return "(none)";
  const text = Buffer.isBuffer(payload) ? payload.toString("latin1") : String(payload);
  return Buffer.isBuffer(payload) ? `bytes ${JSON.stringify(shorten(text))}` : JSON.stringify(shorten(text));
};

// The tables as the last request left them, with the write mark then (snapshot.ts): while the mark stands
// still it stands for a fresh read, so a request that writes nothing (most are refused) reads no table.
const lastSeen = new WeakMap<World, { tables: Snapshot; mark: string }>();

/**
 * Sends one fuzzed request and returns what it broke, each problem with the request that broke it, ready
 * to paste into an inject call. Puts the world back when the request changed something.
 */
export const fuzzOnce = async (
  server: TestServer,
  world: World,
  key: string,
  access: Access,
  request: FuzzRequest,
): Promise<string[]> => {
  const sent = await buildRequest(key, request, world);
  const permissions = isGuarded(access) ? await world.permissionsOf(request.caller) : undefined;
  const { db, dialect } = server.ctx.database;
  const markBefore = await writeMark(db, dialect);
  const seen = lastSeen.get(world);
  const before = seen?.mark === markBefore ? seen.tables : await snapshot(db);
  const answer = await send(server.app, sent.options, key === "GET /api/v1/events");
  const mark = await writeMark(db, dialect);
  const after = mark === markBefore ? before : await snapshot(db);
  const writes = differences(before, after);
  const callerBusiness = world.businessOf(request.caller);
  const recordBusiness =
    sent.owner === "own" ? world.businessA : sent.owner === "foreign" ? world.businessB : null;
  const problems = problemsOf({
    key,
    access,
    caller: request.caller,
    sent,
    answer,
    writes,
    crossTenant: callerBusiness !== null && recordBusiness !== null && callerBusiness !== recordBusiness,
    permissions,
  });
  if (writes.length > 0) {
    lastSeen.delete(world);
    await world.refresh();
  } else lastSeen.set(world, { tables: after, mark });
  if (problems.length === 0) return [];
  const { method, url, headers, remoteAddress, payload } = sent.options;
  const context =
    `  inject ${JSON.stringify({ method, url: shorten(String(url)), headers, remoteAddress })}\n` +
    `  payload ${preview(payload)}\n` +
    `  → ${answer.status} ${answer.body === null ? "" : preview(answer.body)}`;
  return problems.map((problem) => `${key} as ${request.caller}: ${problem}\n${context}`);
};
