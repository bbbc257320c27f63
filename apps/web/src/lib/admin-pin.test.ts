import { adminPinHeader } from "@comanda/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PinRequest, providePinAsker } from "./admin-pin";
import { apiPost } from "./api-client";
import { ApiError } from "./api-error";

const refusal = (pin: "required" | "wrong", message: string) => ({
  status: 403,
  text: async () => JSON.stringify({ error: { code: "permission-denied", message, details: { pin } } }),
});
const done = { status: 200, text: async () => JSON.stringify({ data: { ok: true } }) };

/** Answers in order, then keeps answering the last. */
const answers = (...replies: { status: number; text: () => Promise<string> }[]) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => replies.shift() ?? done);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};
const pinsOf = (fetchMock: ReturnType<typeof answers>) =>
  fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.[adminPinHeader],
  );

let stop = () => {};
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

/** Decision 045: the API client asks for an ADMIN's PIN when the server wants one, and tries again. */
describe("apiRequest and the ADMIN's PIN", () => {
  it("sends the request again with each PIN typed until the server takes one", async () => {
    const asked: PinRequest[] = [];
    const typed = ["1111", "2468"];
    stop = providePinAsker(async (request) => {
      asked.push(request);
      return typed.shift() ?? null;
    });
    const fetchMock = answers(
      refusal("required", "Pedí autorización: PIN de un administrador."),
      refusal("wrong", "PIN incorrecto."),
      done,
    );
    await expect(apiPost("/orders/o1/cancel")).resolves.toEqual({ ok: true });
    expect(pinsOf(fetchMock)).toEqual([undefined, "1111", "2468"]);
    expect(asked).toEqual([
      { message: "Pedí autorización: PIN de un administrador.", wrong: false },
      { message: "PIN incorrecto.", wrong: true },
    ]);
  });

  it("lets the refusal stand when the user gives up, or when no prompt is on screen", async () => {
    stop = providePinAsker(async () => null);
    answers(refusal("required", "Pedí autorización: PIN de un administrador."));
    const given = await apiPost("/categories", { name: "Bebidas" }).catch((error: unknown) => error);
    expect(given).toBeInstanceOf(ApiError);
    expect((given as ApiError).message).toBe("Pedí autorización: PIN de un administrador.");

    stop();
    const fetchMock = answers(refusal("required", "Pedí autorización: PIN de un administrador."));
    await expect(apiPost("/categories", { name: "Bebidas" })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never asks for a PIN on any other refusal", async () => {
    const asker = vi.fn(async () => "2468");
    stop = providePinAsker(asker);
    answers({
      status: 403,
      text: async () =>
        JSON.stringify({ error: { code: "permission-denied", message: "No tenés permiso." } }),
    });
    await expect(apiPost("/staff", {})).rejects.toBeInstanceOf(ApiError);
    expect(asker).not.toHaveBeenCalled();
  });
});
