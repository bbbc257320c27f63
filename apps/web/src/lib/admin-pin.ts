import { type PinRefusal, pinRefusals } from "@comanda/domain";
import { isApiError } from "./api-error";

/** What the PIN prompt shows: the server's words, and whether the last PIN typed was wrong. */
export type PinRequest = { message: string; wrong: boolean };
/** Resolves to the PIN typed, or null when the user gives up. */
export type PinAsker = (request: PinRequest) => Promise<string | null>;

let current: PinAsker | null = null;

/**
 * Decision 045: the one prompt on screen (components/admin-pin-prompt.tsx) registers here, so every
 * request the server refuses for want of an ADMIN's PIN asks for it, whichever feature sent it.
 */
export const providePinAsker = (asker: PinAsker) => {
  current = asker;
  return () => {
    if (current === asker) current = null;
  };
};

export const askForPin = (request: PinRequest): Promise<string | null> =>
  current ? current(request) : Promise.resolve(null);

/** Whether an answer is the server asking for an ADMIN's PIN (none sent, or a wrong one). */
export const pinRefusalOf = (error: unknown): PinRefusal | null => {
  if (!isApiError(error) || error.code !== "permission-denied") return null;
  const pin = error.details?.pin;
  return pinRefusals.find((refusal) => refusal === pin) ?? null;
};
