import type { ChangeEvent } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { createLocalFanout } from "./change-bus.ts";

const event: ChangeEvent = { entity: "categories", id: "c-1", op: "update" };

describe("the local fan-out", () => {
  it("hands each business's changes to its own listeners, and every one to a listener of all", () => {
    const fanout = createLocalFanout();
    const ofA: unknown[] = [];
    const ofAll: unknown[] = [];
    fanout.subscribe("a", (message) => ofA.push(message));
    const stopAll = fanout.subscribeAll((message) => ofAll.push(message));

    fanout.emit("a", event);
    fanout.emit("b", event);
    fanout.resyncAll();
    expect(ofA).toEqual([event, "resync"]);
    expect(ofAll).toEqual([{ businessId: "a", event }, { businessId: "b", event }, "resync"]);

    stopAll();
    fanout.emit("b", event);
    expect(ofAll).toHaveLength(3);
  });
});
