import { EventEmitter } from "node:events";
import { z } from "zod";

/**
 * A row that decides what a session resolves to has changed or gone: a session (sign-out, expiry
 * extended, revoked), a user (disabled, deleted, role, name, e-mail) or a business. The database reports
 * these itself (triggers), so no write path can forget to. Internal only: never sent to SSE clients.
 */
export const authChange = z.union([
  z.strictObject({ sessionId: z.string().min(1) }),
  z.strictObject({ userId: z.string().min(1) }),
  z.strictObject({ businessId: z.string().min(1) }),
]);
export type AuthChange = z.infer<typeof authChange>;

/** `resync`: changes may have been missed (the PostgreSQL listener reconnected), so trust nothing cached. */
export type AuthListener = (change: AuthChange | "resync") => void;

/**
 * Listeners run synchronously, inside the write on SQLite and before the write's query resolves on
 * PostgreSQL: a cache must be clean before the writer goes on. They must not touch the database there.
 */
export const createAuthFanout = () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (change: AuthChange | "resync") => emitter.emit("auth", change),
    subscribe: (listener: AuthListener) => {
      emitter.on("auth", listener);
      return () => {
        emitter.off("auth", listener);
      };
    },
    clear: () => emitter.removeAllListeners(),
  };
};
