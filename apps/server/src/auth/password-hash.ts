import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { defaultScryptCost, maxScryptLog2N, type ScryptCost } from "../config/scrypt-cost.ts";

/*
 * Decision 025: every new hash carries its own parameters, so lowering or raising the cost never locks anyone
 * out. Hashes written before this (Better Auth's "salt:key") verify with Better Auth's parameters.
 */

const keyLength = 64;
const prefix = "$scrypt$";

const derive = (password: string, salt: string, { log2N, r, p }: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const N = 2 ** log2N;
    // NFKC like Better Auth, so a password typed with a composed or decomposed accent is the same password.
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });

export const hashPassword = async (password: string, cost: ScryptCost): Promise<string> => {
  const salt = randomBytes(16).toString("hex");
  const key = await derive(password, salt, cost);
  return `${prefix}ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt}$${key.toString("hex")}`;
};

type Parsed = { cost: ScryptCost; salt: string; key: string };

const parse = (hash: string): Parsed | null => {
  if (!hash.startsWith(prefix)) {
    const [salt, key] = hash.split(":");
    return salt && key ? { cost: defaultScryptCost, salt, key } : null;
  }
  const match = /^ln=(\d+),r=(\d+),p=(\d+)\$([0-9a-f]+)\$([0-9a-f]+)$/.exec(hash.slice(prefix.length));
  if (!match) return null;
  const [, log2N, r, p, salt, key] = match;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  // A stored hash is trusted input, but a corrupted one must not make scrypt allocate gigabytes.
  if (cost.log2N < 1 || cost.log2N > maxScryptLog2N || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16)
    return null;
  return { cost, salt: salt as string, key: key as string };
};

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  const parsed = parse(hash);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, "hex");
  const actual = await derive(password, parsed.salt, parsed.cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
