import { describe, expect, it } from "vitest";
import { createBatcher } from "./notify-batcher.ts";

const manualSends = () => {
  const sends: { items: string[]; done: () => void; fail: (error: Error) => void }[] = [];
  const send = (items: string[]) =>
    new Promise<void>((resolve, reject) => {
      sends.push({ items, done: resolve, fail: reject });
    });
  return { sends, send };
};

describe("notify batcher", () => {
  it("sends the first at once and what arrives meanwhile together, in order", async () => {
    const { sends, send } = manualSends();
    const publish = createBatcher(send);
    const first = publish("a");
    const rest = [publish("b"), publish("c")];
    expect(sends.map((s) => s.items)).toEqual([["a"]]);
    sends[0]?.done();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends.map((s) => s.items)).toEqual([["a"], ["b", "c"]]);
    sends[1]?.done();
    await Promise.all(rest);
  });

  it("fails only the callers of a failed send, and goes on with the next", async () => {
    const { sends, send } = manualSends();
    const publish = createBatcher(send);
    const first = publish("a");
    const second = publish("b");
    sends[0]?.fail(new Error("lost"));
    await expect(first).rejects.toThrow("lost");
    await new Promise((resolve) => setImmediate(resolve));
    sends[1]?.done();
    await expect(second).resolves.toBeUndefined();
    const third = publish("c");
    expect(sends.at(-1)?.items).toEqual(["c"]);
    sends.at(-1)?.done();
    await third;
  });
});
