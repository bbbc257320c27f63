import type { Order } from "@comanda/domain";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import {
  enqueue,
  type OutboxEntry,
  outcomeOf,
  parseOutbox,
  pendingText,
  refuse,
  waiting,
  withoutEntry,
} from "./outbox";
import { readOutbox, sendOutbox, updateOutbox } from "./outbox-store";

const entry = (id: string, queuedAt: number, status: OutboxEntry["status"] = "waiting"): OutboxEntry => ({
  id,
  input: { id, turn: id, payment_method_id: "m", products: [{ product_id: "p", quantity: 1 }] },
  lines: [],
  total: 100,
  queuedAt,
  status,
  reason: status === "refused" ? "No" : null,
});

const refusal = (status: number, message = "No hay stock suficiente de Coca-Cola: quedan 0.") =>
  new ApiError({ code: status === 400 ? "invalid-argument" : "aborted", status, message });
const noAnswer = new ApiError({
  code: "internal",
  status: 0,
  message: "No se pudo conectar con el servidor.",
});

afterEach(() => localStorage.clear());

describe("outbox", () => {
  it("queues an order once per id and sends the waiting ones oldest first", () => {
    const entries = enqueue(enqueue(enqueue([], entry("b", 2)), entry("a", 1)), {
      ...entry("b", 2),
      total: 5,
    });
    expect(entries.map((each) => [each.id, each.total])).toEqual([
      ["a", 100],
      ["b", 5],
    ]);
    const refused = refuse(entries, "a", "Sin stock");
    expect(refused[0]).toMatchObject({ status: "refused", reason: "Sin stock" });
    expect(waiting(refused).map((each) => each.id)).toEqual(["b"]);
    expect(withoutEntry(refused, "a").map((each) => each.id)).toEqual(["b"]);
  });

  it("tells a refusal (shown to the cashier) from no answer (tried again)", () => {
    expect(outcomeOf(refusal(409))).toBe("refused");
    expect(outcomeOf(refusal(400))).toBe("refused");
    expect(outcomeOf(noAnswer)).toBe("retry");
    expect(outcomeOf(new ApiError({ code: "unavailable", status: 503 }))).toBe("retry");
    expect(outcomeOf(new ApiError({ code: "unauthenticated", status: 401 }))).toBe("retry");
    expect(outcomeOf(new ApiError({ code: "resource-exhausted", status: 429 }))).toBe("retry");
    expect(outcomeOf(new TypeError("Failed to fetch"))).toBe("retry");
  });

  it("drops what it cannot read", () => {
    expect(parseOutbox("{nope")).toEqual([]);
    expect(parseOutbox(JSON.stringify([entry("a", 1), { id: 3 }]))).toEqual([entry("a", 1)]);
    expect(pendingText(1)).toBe("1 pedido por enviar");
    expect(pendingText(2)).toBe("2 pedidos por enviar");
  });

  it("sends in order, keeps a refused one with the reason, and stops at the first one with no answer", async () => {
    const key = "outbox-test";
    updateOutbox(key, () => [entry("c", 3), entry("a", 1), entry("b", 2), entry("old", 0, "refused")]);
    const sent: string[] = [];
    const answers: Record<string, () => Promise<Order>> = {
      a: async () => ({ id: "a" }) as Order,
      b: () => Promise.reject(refusal(409)),
      c: () => Promise.reject(noAnswer),
    };
    await sendOutbox(
      key,
      (input) => answers[input.id]?.() ?? Promise.reject(new Error("unexpected")),
      (order) => sent.push(order.id),
    );
    expect(sent).toEqual(["a"]);
    expect(readOutbox(key).map((each) => [each.id, each.status, each.reason])).toEqual([
      ["c", "waiting", null],
      ["b", "refused", "No hay stock suficiente de Coca-Cola: quedan 0."],
      ["old", "refused", "No"],
    ]);

    // Back online: the same order, same id, goes; nothing is sent twice at once.
    answers.c = async () => ({ id: "c" }) as Order;
    const calls: string[] = [];
    const send = (input: { id: string }) => {
      calls.push(input.id);
      return answers[input.id]?.() ?? Promise.reject(new Error("unexpected"));
    };
    await Promise.all([sendOutbox(key, send, () => undefined), sendOutbox(key, send, () => undefined)]);
    expect(calls).toEqual(["c"]);
    expect(readOutbox(key).map((each) => each.id)).toEqual(["b", "old"]);
  });
});
