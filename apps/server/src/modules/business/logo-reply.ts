import type { FastifyReply, FastifyRequest } from "fastify";
import { ifNoneMatches } from "../../http/etag.ts";
import type { StoredLogo } from "./service.ts";

/**
 * Sends a stored logo with the type decided at upload (from its bytes) and nosniff, so a browser never
 * reads it as anything else. The URL carries ?v=<updated_at>, so a few minutes of caching is safe; the
 * tag lets a client revalidate with a 304. `scope` is private for the signed-in URL, whose answer
 * depends on the session cookie and must not sit in a shared cache.
 */
export const sendLogo = (
  request: FastifyRequest,
  reply: FastifyReply,
  logo: StoredLogo,
  scope: "public" | "private",
) => {
  const etag = `"logo-${logo.updatedAt}"`;
  reply
    .header("x-content-type-options", "nosniff")
    .header("cache-control", `${scope}, max-age=300`)
    .header("etag", etag);
  if (ifNoneMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type(logo.mime).send(logo.bytes);
};
