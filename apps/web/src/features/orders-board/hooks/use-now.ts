import { useEffect, useState } from "react";

/** The board's one clock: every card's "hace 4 min" and waiting colour read it, so one timer serves them all. */
export const boardTickMs = 20_000;

export function useNow(intervalMs = boardTickMs): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
