import type { OrderInput } from "@comanda/domain";
import { z } from "zod";
import { isApiError } from "@/lib/api-error";
import type { MoneyDraft } from "../money/money-draft";
import type { OrderLineDraft } from "../order-draft";
import { type TypeDraft, typeDraftSchema } from "../order-type/type-draft";
import { moneyDraft, orderLineDrafts } from "../saved-draft";

/**
 * Orders made on this device while the server could not be reached (decision 028), kept in localStorage
 * until the server stores them. Each carries the id the client made, so sending it twice stores it once.
 */
export type OutboxEntry = {
  id: string;
  input: OrderInput;
  /** what the device shows and what opens back in the dialog */
  lines: OrderLineDraft[];
  /** the money fields as typed, so a refused order opens back with them (the input carries what is sent) */
  money?: MoneyDraft;
  /** the type and customer as chosen (decision 050), likewise */
  service?: TypeDraft;
  /** centavos, as the dialog showed it */
  total: number;
  queuedAt: number;
  status: "waiting" | "refused";
  /** the server's reason for a refusal */
  reason: string | null;
};

const outboxEntry = z.object({
  id: z.string(),
  input: z.looseObject({}),
  lines: orderLineDrafts,
  money: moneyDraft.optional(),
  service: typeDraftSchema.optional(),
  total: z.number(),
  queuedAt: z.number(),
  status: z.enum(["waiting", "refused"]),
  reason: z.string().nullable(),
});

export const outboxKey = (businessId: string, userId: string) => `comanda.outbox.${businessId}.${userId}`;

/** What was stored; anything unreadable (another version, a hand edit) is dropped rather than crashing the board. */
export const parseOutbox = (raw: string | null): OutboxEntry[] => {
  if (!raw) return [];
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw));
    return parsed.flatMap((each) => {
      const entry = outboxEntry.safeParse(each);
      return entry.success ? [entry.data as OutboxEntry] : [];
    });
  } catch {
    return [];
  }
};

/** Adds an order, or replaces the one with its id (the same order queued again). */
export const enqueue = (entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] => [
  ...entries.filter((each) => each.id !== entry.id),
  entry,
];

export const withoutEntry = (entries: readonly OutboxEntry[], id: string): OutboxEntry[] =>
  entries.filter((each) => each.id !== id);

export const refuse = (entries: readonly OutboxEntry[], id: string, reason: string): OutboxEntry[] =>
  entries.map((each) => (each.id === id ? { ...each, status: "refused", reason } : each));

/** The ones still to send, oldest first: the kitchen gets them in the order they were taken. */
export const waiting = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  entries.filter((each) => each.status === "waiting").sort((a, b) => a.queuedAt - b.queuedAt);

export type SendOutcome = "sent" | "refused" | "retry";

/**
 * What a failed send means. A refusal (stock sold meanwhile, the turn taken, the shift closed) will not change
 * by asking again: the cashier must see it. No answer, a timeout, a 5xx, an ended session (401, after signing
 * in again it goes) or too many requests (429): try again later with the same id.
 */
export const outcomeOf = (error: unknown): Exclude<SendOutcome, "sent"> => {
  if (!isApiError(error)) return "retry";
  const { status } = error;
  if (status < 400 || status >= 500 || status === 401 || status === 408 || status === 429) return "retry";
  return "refused";
};

/** A failure with no answer from the server: the order may go to the outbox (network down, timeout). */
export const isUnreachable = (error: unknown): boolean =>
  isApiError(error) && error.status === 0 && error.code !== "cancelled";

export const pendingText = (count: number) =>
  count === 1 ? "1 pedido por enviar" : `${count} pedidos por enviar`;
