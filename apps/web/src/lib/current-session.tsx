import type { Session } from "@comanda/domain";
import { createContext, type ReactNode, useContext } from "react";

const CurrentSessionContext = createContext<Session | null>(null);

type CurrentSessionProviderProps = { session: Session; children: ReactNode };

/** Set by the signed-in guard, so every screen below it can read the session without a feature import. */
export function CurrentSessionProvider({ session, children }: CurrentSessionProviderProps) {
  return <CurrentSessionContext.Provider value={session}>{children}</CurrentSessionContext.Provider>;
}

export function useCurrentSession(): Session {
  const session = useContext(CurrentSessionContext);
  if (!session) throw new Error("useCurrentSession must be used below the signed-in guard");
  return session;
}
