import { beforeEach, describe, expect, it } from "vitest";
import {
  boardSettingsKey,
  defaultBoardSettings,
  readBoardSettings,
  writeBoardSettings,
} from "./board-settings";

beforeEach(() => localStorage.clear());

describe("board settings", () => {
  it("default to the working statuses, every category and type, no sound, no auto-print and the domain's thresholds", () => {
    expect(readBoardSettings()).toEqual({
      statuses: ["pending", "preparing", "ready", "served", "on_the_way"],
      categories: [],
      types: [],
      sound: false,
      autoPrintKitchen: false,
      thresholds: { pending: 5, preparing: 10, ready: 5 },
    });
  });

  it("read back what was written", () => {
    const chosen = {
      statuses: ["ready" as const],
      categories: ["cat-drinks"],
      types: ["delivery" as const],
      sound: true,
      autoPrintKitchen: true,
      thresholds: { pending: 3, preparing: 15, ready: 2 },
    };
    writeBoardSettings(chosen);
    expect(JSON.parse(localStorage.getItem(boardSettingsKey) ?? "")).toEqual(chosen);
    expect(readBoardSettings()).toEqual(chosen);
  });

  it("keep the valid fields of a stored value and default the rest", () => {
    localStorage.setItem(
      boardSettingsKey,
      JSON.stringify({
        statuses: ["ready", "lost"],
        categories: "x",
        sound: true,
        autoPrintKitchen: "yes",
        thresholds: { pending: 0, ready: 7 },
      }),
    );
    expect(readBoardSettings()).toEqual({
      ...defaultBoardSettings,
      sound: true,
      thresholds: { pending: 5, preparing: 10, ready: 7 },
    });
  });

  it("read settings saved before order types as every type, and show tabs and deliveries that left where ready showed", () => {
    localStorage.setItem(
      boardSettingsKey,
      JSON.stringify({ statuses: ["pending", "ready"], categories: [], sound: false }),
    );
    expect(readBoardSettings()).toMatchObject({
      statuses: ["pending", "ready", "served", "on_the_way"],
      types: [],
    });
    // Saved since: 'En camino' left out on purpose stays out.
    localStorage.setItem(boardSettingsKey, JSON.stringify({ statuses: ["ready"], types: ["counter"] }));
    expect(readBoardSettings()).toMatchObject({ statuses: ["ready"], types: ["counter"] });
  });

  it("ignore a value that is not JSON or not an object", () => {
    localStorage.setItem(boardSettingsKey, "{nope");
    expect(readBoardSettings()).toEqual(defaultBoardSettings);
    localStorage.setItem(boardSettingsKey, "42");
    expect(readBoardSettings()).toEqual(defaultBoardSettings);
  });
});
