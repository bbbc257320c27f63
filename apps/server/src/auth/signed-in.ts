import type { Session } from "@comanda/domain";

/** The signed-in user and business a session cookie resolves to (auth/request-session.ts). */
export type RequestSession = Session & {
  sessionId: string;
  /** When the session row expires, epoch ms: nothing cached outlives it. */
  expiresAt: number;
};
