import { describe, expect, it } from "vitest";
import { isSealed } from "../../http/sealed-answer.ts";
import { createPageCache } from "./page-cache.ts";

type Answer = { data: { name: string } };

/** A load that counts its calls and can be held open, to race a change against it. */
const loader = (name: string) => {
  let calls = 0;
  let release: () => void = () => {};
  let held = false;
  const load = async (): Promise<Answer> => {
    calls += 1;
    if (held) await new Promise<void>((resolve) => (release = resolve));
    return { data: { name } };
  };
  return {
    load,
    calls: () => calls,
    hold: () => {
      held = true;
    },
    release: () => release(),
  };
};

describe("the page cache", () => {
  it("answers a page read again from memory, sealed, per business and per key", async () => {
    const pages = createPageCache<Answer>();
    const first = loader("Bebidas");
    const answer = await pages.read("b1", "10", true, first.load);
    expect(await pages.read("b1", "10", true, first.load)).toBe(answer);
    expect(first.calls()).toBe(1);
    expect(isSealed(answer)).toBe(true);
    expect(() => {
      (answer.data as { name: string }).name = "Otra";
    }).toThrow(TypeError);

    const other = loader("Postres");
    expect(await pages.read("b2", "10", true, other.load)).toEqual({ data: { name: "Postres" } });
    expect(await pages.read("b1", "20", true, other.load)).toEqual({ data: { name: "Postres" } });
    expect(other.calls()).toBe(2);
  });

  it("reads the database again after a change in the business, and only in that business", async () => {
    const pages = createPageCache<Answer>();
    const load = loader("Bebidas");
    await pages.read("b1", "10", true, load.load);
    await pages.read("b2", "10", true, load.load);
    pages.invalidate("b1");
    await pages.read("b1", "10", true, load.load);
    await pages.read("b2", "10", true, load.load);
    expect(load.calls()).toBe(3);
    pages.clear();
    await pages.read("b2", "10", true, load.load);
    expect(load.calls()).toBe(4);
  });

  it("does not keep what a read that raced with a change found", async () => {
    const pages = createPageCache<Answer>();
    const stale = loader("Viejo");
    stale.hold();
    const racing = pages.read("b1", "10", true, stale.load);
    // The change is announced while the read is under way: what it found may predate the change.
    pages.invalidate("b2");
    stale.release();
    expect(await racing).toEqual({ data: { name: "Viejo" } });
    const fresh = loader("Nuevo");
    expect(await pages.read("b1", "10", true, fresh.load)).toEqual({ data: { name: "Nuevo" } });
    expect(fresh.calls()).toBe(1);
  });

  it("neither serves nor keeps pages while the bus cannot vouch for what it heard", async () => {
    const pages = createPageCache<Answer>();
    const kept = loader("Guardado");
    await pages.read("b1", "10", true, kept.load);
    const unheard = loader("Leído");
    expect(await pages.read("b1", "10", false, unheard.load)).toEqual({ data: { name: "Leído" } });
    expect(await pages.read("b1", "20", false, unheard.load)).toEqual({ data: { name: "Leído" } });
    expect(await pages.read("b1", "20", true, kept.load)).toEqual({ data: { name: "Guardado" } });
    expect(unheard.calls()).toBe(2);
  });

  it("reads a page again once it is older than the backstop", async () => {
    let clock = 0;
    const pages = createPageCache<Answer>({ ttlMs: 1_000, now: () => clock });
    const load = loader("Bebidas");
    await pages.read("b1", "a", true, load.load);
    clock = 999;
    await pages.read("b1", "a", true, load.load);
    expect(load.calls()).toBe(1);
    clock = 1_000;
    await pages.read("b1", "a", true, load.load);
    expect(load.calls()).toBe(2);
  });

  it("keeps so many pages per business, and so much weight in all, the least recently read first out", async () => {
    const pages = createPageCache<Answer>({
      maxPagesPerBusiness: 2,
      maxWeight: 10,
      weigh: (answer) => answer.data.name.length,
    });
    const kept = async (businessId: string, key: string, name: string) => {
      const load = loader(name);
      await pages.read(businessId, key, true, load.load);
      return load.calls() === 0;
    };
    await kept("b1", "a", "xx");
    await kept("b1", "b", "xx");
    expect(await kept("b1", "a", "xx")).toBe(true);
    await kept("b1", "c", "xx");
    expect(pages.size).toEqual({ pages: 2, weight: 4 });
    // "b" was b1's least recently read page.
    expect(await kept("b1", "b", "xx")).toBe(false);

    await kept("b2", "a", "xxxx");
    expect(pages.size).toEqual({ pages: 3, weight: 8 });
    // Over the weight: b1, the least recently read business, loses its oldest page.
    await kept("b3", "a", "xxxx");
    expect(pages.size).toEqual({ pages: 3, weight: 10 });
    expect(await kept("b2", "a", "xxxx")).toBe(true);
    expect(await kept("b3", "a", "xxxx")).toBe(true);
    // A page heavier than everything allowed is answered, never kept.
    expect(await kept("b4", "a", "x".repeat(11))).toBe(false);
    expect(await kept("b4", "a", "x".repeat(11))).toBe(false);
    pages.invalidate("b2");
    expect(pages.size).toEqual({ pages: 2, weight: 6 });
    pages.clear();
    expect(pages.size).toEqual({ pages: 0, weight: 0 });
  });
});
