import { defaultWaitThresholds, openOrderStatuses, orderStatus, orderType } from "@comanda/domain";
import { z } from "zod";

/** One key for the whole board: each device (the bar's screen, the kitchen's tablet) keeps its own. */
export const boardSettingsKey = "comanda.board-settings";

export type WaitingStatus = keyof typeof defaultWaitThresholds;
export const waitingStatuses = Object.keys(defaultWaitThresholds) as WaitingStatus[];

export const MIN_WAIT_MINUTES = 1;
export const MAX_WAIT_MINUTES = 240;
const minutes = z.number().int().min(MIN_WAIT_MINUTES).max(MAX_WAIT_MINUTES);

// Each field falls back on its own, so a stale or hand-edited value loses only itself, not every setting.
const boardSettings = z.object({
  statuses: z
    .array(orderStatus)
    .max(10)
    .transform((list) => [...new Set(list)])
    .catch([...openOrderStatuses]),
  /** none chosen shows every category */
  categories: z.array(z.string().max(100)).max(200).catch([]),
  /** Decision 050: none chosen (and settings saved before types existed) shows every type */
  types: z
    .array(orderType)
    .max(10)
    .transform((list) => [...new Set(list)])
    .catch([]),
  sound: z.boolean().catch(false),
  /** docs/product.md#new-order: the kitchen ticket prints itself when this device creates an order */
  autoPrintKitchen: z.boolean().catch(false),
  thresholds: z
    .object({
      pending: minutes.catch(defaultWaitThresholds.pending),
      preparing: minutes.catch(defaultWaitThresholds.preparing),
      ready: minutes.catch(defaultWaitThresholds.ready),
    })
    .catch({ ...defaultWaitThresholds }),
});
export type BoardSettings = z.output<typeof boardSettings>;

export const defaultBoardSettings: BoardSettings = {
  statuses: [...openOrderStatuses],
  categories: [],
  types: [],
  sound: false,
  autoPrintKitchen: false,
  thresholds: { ...defaultWaitThresholds },
};

const parseStored = (text: string | null): unknown => {
  if (text === null) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

/** What this device chose, validated; the defaults where nothing (or nothing valid) was stored. */
export function readBoardSettings(storage: Storage = localStorage): BoardSettings {
  let stored: unknown;
  try {
    stored = parseStored(storage.getItem(boardSettingsKey));
  } catch {
    stored = {}; // storage blocked (private mode, a policy): the board still works, it just forgets
  }
  const parsed = boardSettings.safeParse(stored);
  return parsed.success ? withLaterStatuses(stored, parsed.data) : defaultBoardSettings;
}

/** The open statuses decision 050 added after 'ready': a tab on its table, a delivery on its way. */
const laterStatuses = ["served", "on_the_way"] as const;

/**
 * Settings saved before decision 050 never chose 'En la mesa' nor 'En camino', which did not exist: a device that
 * showed ready orders shows those too, rather than lose them from its board. Saved since, the choice stands.
 */
const withLaterStatuses = (stored: unknown, settings: BoardSettings): BoardSettings => {
  const saved = typeof stored === "object" && stored !== null && "types" in stored;
  if (saved || !settings.statuses.includes("ready")) return settings;
  return { ...settings, statuses: [...new Set([...settings.statuses, ...laterStatuses])] };
};

export function writeBoardSettings(settings: BoardSettings, storage: Storage = localStorage) {
  try {
    storage.setItem(boardSettingsKey, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: the choice holds until the page reloads.
  }
}
