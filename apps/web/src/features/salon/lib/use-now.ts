import { useEffect, useState } from "react";

const everyMs = 30_000;

/** The time, moved on every half minute: the tables' minutes open keep counting without a refetch. */
export function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}
