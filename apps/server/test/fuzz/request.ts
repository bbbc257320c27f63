import { uuidv7 } from "@comanda/domain";
import type { InjectOptions } from "fastify";
import { cookieHeader, newOwner } from "../server-kit.ts";
import type { FuzzRequest, PathChoice } from "./arbitraries.ts";
import type { BodyChoice, Mutation } from "./bodies.ts";
import { type Resource, seedBodies } from "./seed-bodies.ts";
import type { World } from "./world.ts";

/** The record a route's `:id` names, by its path's first segment after /api/v1. */
const resourceOf: Record<string, Resource> = {
  categories: "category",
  "payment-methods": "payment_method",
  ingredients: "ingredient",
  products: "product",
  promotions: "promotion",
  staff: "user",
  rooms: "room",
  orders: "order",
  shifts: "shift",
};

/** A new order of one enabled product, paid with an enabled method: fresh id, so it is never a retry. */
const orderBody = (world: World) => ({
  id: uuidv7(),
  turn: String((seq % 99) + 1),
  payment_method_id: world.catalog.payment_method[0] ?? "01900000-0000-7000-8000-000000000000",
  observation: seq % 2 === 0 ? null : "sin sal",
  products: world.catalog.product.slice(0, 1).map((product_id) => ({ product_id, quantity: 1 })),
});

let seq = 0;
const uniqueEmail = () => {
  seq += 1;
  return `fuzz${seq}-${Date.now().toString(36)}@example.com`;
};

/** A body the route accepts, fresh each time (unique names and e-mails), for mutations to start from. */
export const validBody = (key: string, world: World): Record<string, unknown> => {
  const [, path = ""] = key.split(" ");
  const resource = resourceOf[path.split("/")[3] ?? ""];
  if (key.endsWith("/status")) return { status: seq % 2 === 0 ? "disabled" : "enabled" };
  if (key === "POST /api/v1/orders") {
    seq += 1;
    return orderBody(world);
  }
  if (key === "PATCH /api/v1/orders/:id") {
    seq += 1;
    // The seeded pending order starts at version 0: the first such body edits it, the rest are stale.
    const { id: _id, ...content } = orderBody(world);
    return { ...content, version: seq % 2 };
  }
  if (resource && resource in seedBodies && /^(POST|PATCH) /.test(key))
    return seedBodies[resource as keyof typeof seedBodies](world.catalog);
  switch (key) {
    case "POST /api/v1/session":
      return {
        email: world.knownEmails[seq % world.knownEmails.length],
        password: "empanadas-de-la-abuela-9",
      };
    case "POST /api/v1/signup":
      return newOwner();
    case "POST /api/v1/staff":
      return {
        name: "Nuevo Empleado",
        role: "CASHIER",
        email: uniqueEmail(),
        password: "personal-de-turno-45",
      };
    case "PATCH /api/v1/profile":
      return { name: "Nombre Cambiado", email: uniqueEmail() };
    case "PUT /api/v1/profile/pin":
      seq += 1;
      return { pin: String(1000 + (seq % 9000)) };
    case "POST /api/v1/password/forgot":
      return { email: world.knownEmails[seq % world.knownEmails.length] };
    case "POST /api/v1/password/reset":
      return { token: world.resetToken, password: "nueva-clave-123" };
    // Decision 020: the float, a cash movement and a count (empty: a shift with no sales has nothing to count).
    case "POST /api/v1/shifts":
      return { cash_float: 1500 };
    case "POST /api/v1/shifts/:id/cash-movements":
      return { kind: seq % 2 === 0 ? "in" : "out", amount: 250.5, reason: "Pago a proveedor" };
    case "POST /api/v1/shifts/:id/close":
      return { counts: [], note: "Sin diferencias" };
    // Decision 049: a room's name, and a plan of one table (stale after its first save, like an order edit).
    case "POST /api/v1/rooms":
    case "PATCH /api/v1/rooms/:id":
      return { name: uniqueEmail().replace(/@.*/, "") };
    case "PUT /api/v1/rooms/:id/plan":
      seq += 1;
      return { version: seq % 2, tables: [{ name: "Mesa 1", seats: 4, shape: "square", x: 100, y: 100 }] };
    default:
      return {};
  }
};

const mutate = (body: Record<string, unknown>, mutation: Mutation): unknown => {
  const keys = Object.keys(body);
  const keyAt = (index: number) => keys[index % Math.max(1, keys.length)];
  switch (mutation.kind) {
    case "as-is":
      return body;
    case "drop": {
      const { [keyAt(mutation.index) ?? ""]: _, ...rest } = body;
      return rest;
    }
    case "set":
      return { ...body, [keyAt(mutation.index) ?? "x"]: mutation.value };
    case "extra":
      return { ...body, [mutation.key]: mutation.value };
    case "wrap":
      return [body];
  }
};

const bodyOf = (key: string, world: World, body: BodyChoice): string | Buffer | undefined => {
  switch (body.kind) {
    case "none":
      return undefined;
    case "valid":
      return JSON.stringify(mutate(validBody(key, world), body.mutation)) ?? "";
    case "json":
      return JSON.stringify(body.value) ?? "";
    case "text":
      return body.text;
    case "spliced": {
      const text = Buffer.from(JSON.stringify(validBody(key, world)));
      const at = Math.min(body.at, text.length);
      const insert = typeof body.insert === "string" ? Buffer.from(body.insert) : Buffer.from(body.insert);
      return Buffer.concat([text.subarray(0, at), insert, text.subarray(at)]);
    }
  }
};

const segmentOf = async (key: string, world: World, choice: PathChoice) => {
  if (choice.kind === "text") return { segment: choice.text, owner: null };
  if (choice.kind === "token")
    return { segment: choice.which === "reset" ? world.resetToken : world.verifyToken, owner: null };
  // A public price list is anyone's to read: no business owns the request.
  if (choice.kind === "slug") return { segment: world.slugOf(choice.owner), owner: null };
  const resource = resourceOf[key.split("/")[3] ?? ""] ?? "category";
  const ids = await world.ids(resource, choice.owner);
  const id = ids[choice.index % Math.max(1, ids.length)] ?? "01900000-0000-7000-8000-000000000000";
  return { segment: `${id}${choice.suffix}`, owner: choice.suffix === "" ? choice.owner : null };
};

/**
 * Whether the segment still lands on the route: one segment, decodable, within find-my-way's 100
 * characters, and not a dot segment (the URL parser resolves `%2e%2e` as `..`).
 */
const routable = (segment: string) => {
  if (segment === "" || /[/?#]/.test(segment) || segment.length > 100) return false;
  try {
    return ![".", ".."].includes(decodeURIComponent(segment));
  } catch {
    return false;
  }
};

const cookiesFor = (request: FuzzRequest, world: World) => {
  if (request.caller !== "forged") return world.cookiesOf(request.caller);
  const real = world.realToken();
  const value =
    request.forged.kind === "junk"
      ? request.forged.text
      : request.forged.kind === "unsigned"
        ? real
        : `${real}.${"A".repeat(43)}%3D`;
  return { [world.cookieName]: value };
};

export type SentRequest = {
  options: InjectOptions;
  /** The URL reaches the route under test, so the role table decides the answer. */
  routable: boolean;
  /** Whose record the path names: `own` is business A's, `foreign` business B's; null for anything else. */
  owner: "own" | "foreign" | null;
};

/** Builds the concrete request of a description, looking up current ids and fresh valid bodies. */
export const buildRequest = async (key: string, request: FuzzRequest, world: World): Promise<SentRequest> => {
  const [method = "GET", template = ""] = key.split(" ");
  let url = template;
  let owner: SentRequest["owner"] = null;
  let reaches = true;
  if (request.path) {
    const { segment, owner: named } = await segmentOf(key, world, request.path);
    owner = named;
    reaches = routable(segment);
    url = template.replace(/:[A-Za-z]+/, segment);
  }
  if (request.query.length > 0) {
    const pairs = request.query.map(([k, v]) => `${k}=${v === "REAL" ? world.verifyToken : v}`);
    url += `?${pairs.join("&")}`;
  }
  const cookies = cookiesFor(request, world);
  const payload = bodyOf(key, world, request.body);
  const headers: Record<string, string> = {};
  if (cookies) headers.cookie = cookieHeader(cookies);
  if (request.origin) headers.origin = request.origin;
  if (payload !== undefined && request.contentType) headers["content-type"] = request.contentType;
  return {
    options: {
      method: (request.head ? "HEAD" : method) as "GET",
      url,
      headers,
      remoteAddress: request.address,
      ...(payload === undefined ? {} : { payload }),
    },
    routable: reaches,
    owner,
  };
};
