import { beforeEach, describe, expect, it } from "vitest";
import {
  boardSettingsKey,
  defaultBoardSettings,
  readBoardSettings,
  writeBoardSettings,
} from "./board-settings";

beforeEach(() => localStorage.clear());

describe("board settings", () => {
  it("default to the working statuses, every category, no sound, no auto-print and the domain's thresholds", () => {
    expect(readBoardSettings()).toEqual({
      statuses: ["pending", "preparing", "ready"],
      categories: [],
      sound: false,
      autoPrintKitchen: false,
      thresholds: { pending: 5, preparing: 10, ready: 5 },
    });
  });

  it("read back what was written", () => {
    const chosen = {
      statuses: ["ready" as const],
      categories: ["cat-drinks"],
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

  it("ignore a value that is not JSON or not an object", () => {
    localStorage.setItem(boardSettingsKey, "{nope");
    expect(readBoardSettings()).toEqual(defaultBoardSettings);
    localStorage.setItem(boardSettingsKey, "42");
    expect(readBoardSettings()).toEqual(defaultBoardSettings);
  });
});
