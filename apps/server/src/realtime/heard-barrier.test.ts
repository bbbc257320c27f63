import { describe, expect, it } from "vitest";
import { createRoundTripBarrier } from "./heard-barrier.ts";

/** A round trip the test completes by hand. */
const manualTrips = () => {
  const trips: { resolve: (ok: boolean) => void; reject: (error: Error) => void }[] = [];
  const send = () =>
    new Promise<boolean>((resolve, reject) => {
      trips.push({ resolve, reject });
    });
  return { trips, send };
};

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("round-trip barrier", () => {
  it("never answers a caller with a round trip sent before it called", async () => {
    const { trips, send } = manualTrips();
    const barrier = createRoundTripBarrier(send);
    const early = barrier();
    expect(trips).toHaveLength(1);
    const late = barrier();
    const later = barrier();
    expect(trips).toHaveLength(1);

    trips[0]?.resolve(true);
    expect(await early).toBe(true);
    expect(await settled(late)).toBe(false);
    // Both late callers share the one round trip sent after the first came back.
    expect(trips).toHaveLength(2);
    trips[1]?.resolve(true);
    expect(await late).toBe(true);
    expect(await later).toBe(true);
    expect(trips).toHaveLength(2);
  });

  it("answers false when a round trip fails, and tries again for the next caller", async () => {
    const { trips, send } = manualTrips();
    const barrier = createRoundTripBarrier(send);
    const first = barrier();
    trips[0]?.reject(new Error("connection lost"));
    expect(await first).toBe(false);
    const second = barrier();
    expect(trips).toHaveLength(2);
    trips[1]?.resolve(true);
    expect(await second).toBe(true);
  });
});
