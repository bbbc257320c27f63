import type { FastifyReply } from "fastify";

/** Better Auth's server-side calls return headers; the session cookie in them must reach the browser. */
export const forwardCookies = (reply: FastifyReply, headers: Headers | null | undefined) => {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header("set-cookie", cookies);
};
