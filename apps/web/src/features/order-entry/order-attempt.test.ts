import { describe, expect, it } from "vitest";
import { firstAttempt, idFor } from "./order-attempt";

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe("order attempt", () => {
  it("sends the first order with the id made when the dialog opened", () => {
    const makeId = ids();
    const attempt = firstAttempt(makeId);
    expect(idFor(attempt, "a", makeId)).toBe("id-1");
  });

  it("keeps the id for a retry of the same order", () => {
    const makeId = ids();
    const attempt = { ...firstAttempt(makeId), sent: "a", refused: true };
    expect(idFor(attempt, "a", makeId)).toBe("id-1");
    expect(idFor({ ...attempt, refused: false }, "a", makeId)).toBe("id-1");
  });

  it("makes a new id for a changed order after a refusal", () => {
    const makeId = ids();
    const attempt = { ...firstAttempt(makeId), sent: "a", refused: true };
    expect(idFor(attempt, "b", makeId)).toBe("id-2");
  });

  it("keeps the id for a changed order when the last answer never came: it may be stored", () => {
    const makeId = ids();
    const attempt = { ...firstAttempt(makeId), sent: "a", refused: false };
    expect(idFor(attempt, "b", makeId)).toBe("id-1");
  });
});
