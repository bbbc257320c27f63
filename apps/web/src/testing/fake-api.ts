import type { Role, Session } from "@comanda/domain";
import { vi } from "vitest";

export type Reply = { status: number; body?: unknown };
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);
/** Keyed by method and path below /api/v1, e.g. "POST /session". */
export type FakeRoutes = Record<string, Handler>;

const toResponse = ({ status, body }: Reply) =>
  new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** A success in the API's `{data}` envelope. */
export const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });

/** One page of a list as the API answers it: the total and the next cursor default to "this is all". */
export const pageOf = (items: unknown[], more: { total?: number; nextCursor?: string | null } = {}): Reply =>
  ok({ items, total: more.total ?? items.length, nextCursor: more.nextCursor ?? null });

/** Replaces fetch with a tiny in-memory API; unknown routes answer 404 like the server. */
export function fakeApi(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.replace(/^\/api\/v1/, "")}`;
    const handler = routes[key];
    if (!handler) return toResponse({ status: 404, body: { error: { code: "not-found", message: key } } });
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return toResponse(typeof handler === "function" ? await handler(body) : handler);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The body fetch sent on the calls matching method and path. */
export const sentBodies = (fetchMock: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === `/api/v1${path}` && (init?.method ?? "GET") === method)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));

type SessionOverrides = { role?: Role; name?: string; email?: string; emailVerified?: boolean };

export const makeSession = (overrides: SessionOverrides = {}): Session => ({
  user: {
    id: "u1",
    name: overrides.name ?? "ana Pérez",
    email: overrides.email ?? "ana@example.com",
    role: overrides.role ?? "ADMIN",
    emailVerified: overrides.emailVerified ?? true,
    businessId: "b1",
  },
  business: { id: "b1", name: "La Esquina", slug: "la-esquina" },
});

export const signedIn = (overrides?: SessionOverrides): Reply => ({
  status: 200,
  body: { data: makeSession(overrides) },
});

export const signedOut: Reply = {
  status: 401,
  body: { error: { code: "unauthenticated", message: "Iniciá sesión para continuar." } },
};

/** A reply the test releases by hand, to look at the screen while a request is in flight. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release: (reply: Reply) => release(reply) };
}
