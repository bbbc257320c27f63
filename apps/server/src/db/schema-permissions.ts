/** Migration 0016, decision 045: ADMIN PINs and what they authorized. */

/** One PIN per ADMIN, hashed like a password (auth/password-hash.ts); never read back but to verify. */
export type AdminPinTable = {
  user_id: string;
  business_id: string;
  pin_hash: string;
  created_at: number;
  updated_at: number;
};

/**
 * One row per action a PIN let through. `action` is what was done (`cancel`, `create`, `update`,
 * `status`, `delete`), `target_kind` what it was done to (`order`, `category`, `product`…); names as
 * they were at the time, for an audit trail.
 */
export type AuthorizationTable = {
  id: string;
  business_id: string;
  action: string;
  target_kind: string;
  target_id: string | null;
  requested_by: string;
  requested_by_name: string;
  authorized_by: string;
  authorized_by_name: string;
  created_at: number;
};
