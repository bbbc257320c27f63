import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A strong validator: the same body, byte for byte, has the same tag. */
export const etagOf = (body: string | Buffer): string =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

/** Whether an If-None-Match header (a list of tags, weak or strong, or `*`) names this tag. */
export const ifNoneMatches = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison, as RFC 9110 §13.1.2 asks of If-None-Match.
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
};

/**
 * onSend hook for a cacheable JSON read: tags the serialized body and answers a client that holds it
 * with 304 and no body. `no-cache` makes every client ask again, so a change shows at once yet costs
 * only a 304 while nothing changed.
 */
export const conditionalGet = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> => {
  if (reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header("etag", etag).header("cache-control", "no-cache");
  if (!ifNoneMatches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304).removeHeader("content-type").removeHeader("content-length");
  return null;
};
