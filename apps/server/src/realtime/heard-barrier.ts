/**
 * Shares round trips between callers: each caller gets a round trip *sent after it called*, but all the
 * callers that arrive while one is in flight share the next. Under load that is one query per round-trip
 * time, whatever the number of requests.
 */
export const createRoundTripBarrier = (send: () => Promise<boolean>) => {
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  const start = () => {
    const trip: Promise<boolean> = send()
      .catch(() => false)
      .finally(() => {
        if (inFlight === trip) inFlight = null;
      });
    inFlight = trip;
    return trip;
  };
  return (): Promise<boolean> => {
    if (!inFlight) return start();
    if (!next) {
      next = inFlight.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
};
