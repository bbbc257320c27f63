import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth.ts";

/**
 * Decision 070: opening a verification link proves the address, not who opens it, so it signs nobody in
 * (auth.ts). Whoever is not signed in already is asked to, with the news (the login page reads the flag).
 */
const verifyPath = "/api/auth/verify-email";
const signInAfterVerification = "/login?verificacion=ok";

/**
 * Only the Better Auth endpoints a browser must reach by link are exposed; sign-in, sign-up and the rest
 * go through /api/v1, where input is validated, rate-limited and answered in Spanish.
 */
const exposed: { path: string; invalid: string; keepErrorCode: boolean }[] = [
  // A bad or expired verification link: the app explains the flag in Spanish.
  { path: verifyPath, invalid: "/?verificacion=invalida", keepErrorCode: false },
  // Better Auth answers a bad or expired reset link with /reset-password?error=INVALID_TOKEN: kept as is.
  {
    path: "/api/auth/reset-password/:token",
    invalid: "/reset-password?error=INVALID_TOKEN",
    keepErrorCode: true,
  },
];

const failed = (location: string) => new URL(location, "http://comanda.invalid").searchParams.has("error");

/** Our own absolute URLs become paths, so a redirect never depends on how the server was reached. */
const ownPath = (location: string, baseUrl: string) => {
  const url = new URL(location, baseUrl);
  return url.origin === new URL(baseUrl).origin ? `${url.pathname}${url.search}` : location;
};

/**
 * A callbackURL that is a path of ours goes on percent-encoded: Better Auth puts it in the Location header
 * as given, and a character outside ASCII there failed after the link was used (found by the fuzzer).
 */
const asciiCallback = (requestUrl: string, baseUrl: string): URL => {
  const url = new URL(requestUrl, baseUrl);
  const callback = url.searchParams.get("callbackURL");
  if (callback?.startsWith("/") && !callback.startsWith("//")) {
    const path = new URL(callback, baseUrl);
    url.searchParams.set("callbackURL", `${path.pathname}${path.search}${path.hash}`);
  }
  return url;
};

export const registerAuthProxy = (app: FastifyInstance, auth: Auth, baseUrl: string) => {
  for (const { path, invalid, keepErrorCode } of exposed) {
    app.get(path, async (request, reply) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === "string") headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(", "));
      }
      const response = await auth.handler(
        new Request(asciiCallback(request.url, baseUrl), { method: "GET", headers }),
      );
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      const raw = response.headers.get("location");
      const location = raw ? ownPath(raw, baseUrl) : null;
      // A bad or expired link: send the user to the app with a flag it can explain in Spanish. With a
      // callbackURL (every link we mail has one) Better Auth redirects there with ?error=CODE instead.
      if (response.status >= 400 || (location && failed(location) && !keepErrorCode)) {
        return reply.redirect(invalid, 302);
      }
      if (path === verifyPath && !(await auth.api.getSession({ headers })))
        return reply.redirect(signInAfterVerification, 302);
      if (location) return reply.redirect(location, response.status);
      // A link opened without its callbackURL still lands in the app, never on Better Auth's raw JSON.
      return reply.redirect("/", 302);
    });
  }
};
