import type { Role } from "@comanda/domain";
import { gatedStorage, withAsyncContext } from "./async-context-gate.ts";

/**
 * Better Auth creates users; what business and role a new user gets is decided by our own services.
 * They state it here before calling Better Auth, and the user-create hook reads it inside the same
 * transaction, so a user is never created without a business and a business never without its owner.
 */
export type NewUserIntent =
  | {
      kind: "owner";
      business: { name: string; address: string; phone: string | null };
      /** Filled in by the hook: the business it created. */
      created?: { id: string; slug: string };
    }
  | { kind: "staff"; businessId: string; role: Role };

const storage = gatedStorage<NewUserIntent>();

export const runWithNewUserIntent = <T>(intent: NewUserIntent, fn: () => Promise<T>): Promise<T> =>
  withAsyncContext(() => storage.run(intent, fn));

export const currentNewUserIntent = (): NewUserIntent | undefined => storage.getStore();
