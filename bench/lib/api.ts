import { randomBytes } from "node:crypto";

/** A signed-in client of one server: its base URL and the cookie header a browser would send. */
export type Api = { base: string; cookie: string };

const send = (api: Api, method: string, path: string, body?: unknown) =>
  fetch(`${api.base}${path}`, {
    method,
    // No content-type without a body: Fastify refuses an empty JSON body (POST /shifts has none).
    headers: {
      origin: api.base,
      cookie: api.cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** One API call that must succeed; answers the `data` of the envelope. */
export const call = async <T>(api: Api, method: string, path: string, body?: unknown): Promise<T> => {
  const response = await send(api, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** Signs a user in on `base` (any instance of the same database) and answers the cookie header. */
export const signIn = async (base: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${base}/api/v1/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return cookieOf(response);
};

/**
 * `count` KITCHEN users of the owner's business, each signed in on `base`: the boards of a busy kitchen.
 * The server allows 20 open streams per user, so a hundred boards need several users.
 */
export const signInCooks = async (owner: Api, base: string, count: number): Promise<string[]> => {
  const cookies: string[] = [];
  for (let n = 1; n <= count; n++) {
    const email = `cocina-${n}-${randomBytes(4).toString("hex")}@example.com`;
    const password = `Cocina-${randomBytes(9).toString("base64url")}`;
    await call(owner, "POST", "/api/v1/staff", { name: `Cocina ${n}`, role: "KITCHEN", email, password });
    cookies.push(await signIn(base, email, password));
  }
  return cookies;
};
