import type { TrustProxy } from "../config/trust-proxy.ts";

/**
 * Fastify's own hop count trusts nothing (it cannot tell the proxy from a client), so a count becomes the
 * function proxy-addr calls for each address from the socket outwards: the first `hops` are proxies.
 */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
