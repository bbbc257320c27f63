import { isIP } from "node:net";
import { z } from "zod";

/** Fastify's `trustProxy`: whom to believe about the client's address in X-Forwarded-For. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs. */
const rangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

const isAddressOrRange = (entry: string) => {
  if (rangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const invalid =
  "TRUST_PROXY debe ser false, la cantidad de proxies delante del servidor (1, 2…) o sus direcciones separadas por comas (10.0.0.1, 10.0.0.0/8, loopback).";
// Believing every peer is what let a client rotate X-Forwarded-For past every per-address limit.
const everyone =
  "TRUST_PROXY=true creería la dirección que invente cualquier cliente: indicá la cantidad de proxies (por ejemplo 1) o sus direcciones.";

/** Off unless set: only the proxies it names (or that many hops) may say who the client is. */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (!value || value === "false" || value === "0") return false;
    const refuse = (message: string) => {
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    };
    if (value === "true") return refuse(everyone);
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    return entries.every(isAddressOrRange) ? entries : refuse(invalid);
  });
