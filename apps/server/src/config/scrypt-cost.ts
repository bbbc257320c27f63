/**
 * Decision 025: scrypt's cost is a setting (PASSWORD_HASH_COST, the log2 of N), read with the rest of the
 * configuration; auth/password-hash.ts hashes with it.
 */
export type ScryptCost = { log2N: number; r: number; p: number };

/** Better Auth's own parameters (N = 16384, r = 16, p = 1): the production default. */
export const defaultScryptCost: ScryptCost = { log2N: 14, r: 16, p: 1 };
export const minScryptLog2N = 10;
export const maxScryptLog2N = 20;
