import type { BusinessPermissions, Session } from "@comanda/domain";

/** The signed-in user and business a session cookie resolves to (auth/request-session.ts). */
export type RequestSession = Session & {
  sessionId: string;
  /** When the session row expires, epoch ms: nothing cached outlives it. */
  expiresAt: number;
  /**
   * What the business lets CASHIER and KITCHEN do (decision 045), read with the session so the role table
   * decides without a query; a change to them drops the business's cached sessions (migration 0016).
   */
  permissions: BusinessPermissions;
};
