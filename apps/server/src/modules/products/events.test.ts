import type { ChangeEvent } from "@comanda/domain";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { productsKit } from "../../../test/products-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("product change events on %s", (engine) => {
  const server = useTestServer(engine);
  let kit: ReturnType<typeof productsKit>;
  beforeAll(async () => {
    kit = productsKit(server());
  });

  it("publishes products and the categories whose counter moved, after commit, to its business only", async () => {
    const a = await kit.business();
    const b = await kit.business();
    const c1 = await a.category("Uno");
    const c2 = await a.category("Dos");
    const seen: ChangeEvent[] = [];
    const seenByB: ChangeEvent[] = [];
    const collect = (into: ChangeEvent[]) => (m: ChangeEvent | "resync") => {
      // The categories' own creation events may still be on their way through NOTIFY: only counter moves count.
      if (m === "resync") return;
      if (m.entity === "products" || (m.entity === "categories" && m.op === "update")) into.push(m);
    };
    const stop = server().ctx.bus.subscribe(a.businessId, collect(seen));
    const stopB = server().ctx.bus.subscribe(b.businessId, collect(seenByB));
    const p = await a.product({ name: "Flan", category_id: c1.id });
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { entity: "products", id: p.id, op: "insert" },
        { entity: "categories", id: c1.id, op: "update" },
      ]),
    );
    seen.length = 0;
    await a.edit(p.id, { name: "Flan casero", category_id: c1.id });
    await a.setStatus(p.id, { status: "disabled" });
    await a.edit(p.id, { name: "Flan casero", category_id: c2.id });
    expect((await a.create({ name: "Sin categoría", category_id: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    await a.remove(p.id);
    const moved = [c1.id, c2.id].sort().map((id) => ({ entity: "categories", id, op: "update" }));
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { entity: "products", id: p.id, op: "update" },
        { entity: "products", id: p.id, op: "update" },
        { entity: "products", id: p.id, op: "update" },
        ...moved,
        { entity: "products", id: p.id, op: "delete" },
        { entity: "categories", id: c2.id, op: "update" },
      ]),
    );
    expect(seenByB).toEqual([]);
    stop();
    stopB();
  });
});
