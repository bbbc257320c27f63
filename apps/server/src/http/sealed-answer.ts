const sealedAnswers = new WeakSet<object>();

const deepFreeze = (value: unknown) => {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
};

/**
 * Freezes an answer all the way down and marks it, so that its route writes its JSON once, however often
 * it is sent (http/response-serializer.ts): a page kept in memory (modules/named-records/page-cache.ts)
 * spent as long being written as being found. Frozen, nothing can change it behind the written text.
 */
export const seal = <T extends object>(answer: T): T => {
  deepFreeze(answer);
  sealedAnswers.add(answer);
  return answer;
};

export const isSealed = (value: unknown): value is object =>
  typeof value === "object" && value !== null && sealedAnswers.has(value);
