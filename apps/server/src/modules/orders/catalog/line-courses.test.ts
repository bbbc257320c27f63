import { describe, expect, it } from "vitest";
import { engines } from "../../../../test/database-kit.ts";
import { sellingBusiness } from "../../../../test/orders-kit.ts";
import { useTestServer } from "../../../../test/server-kit.ts";

type Line = { name: string; course: string | null };

describe.each(engines)("a line's course (decision 082) on %s", (engine) => {
  const server = useTestServer(engine);

  it("takes one of the business's courses, refuses another's with 409, and an edit keeps one since deleted", async () => {
    const shop = await sellingBusiness(server());
    const fries = await shop.product("Papas fritas");
    const flan = await shop.product("Flan");
    const coursesOf = (lines: Line[]) => lines.map((line) => [line.name, line.course]);

    const moved = await shop.create(
      shop.body({
        products: [
          { product_id: fries, quantity: 1, course: "entrada" },
          { product_id: flan, quantity: 1, course: "postre" },
        ],
      }),
    );
    expect(moved.statusCode, moved.body).toBe(201);
    const order = moved.json().data;
    expect(coursesOf(order.lines)).toEqual([
      ["Papas fritas", "entrada"],
      ["Flan", "postre"],
    ]);

    // Another business's course, or one that never was: the screen's list was stale.
    const other = await shop.create(
      shop.body({ products: [{ product_id: flan, quantity: 1, course: "no-existe" }] }),
    );
    expect(other.statusCode).toBe(409);
    const message = "El tiempo elegido para Flan ya no existe: elegí otro.";
    expect(other.json().error).toMatchObject({ message, fields: { "products.0.course": message } });

    // The owner deletes 'Postre': the flan keeps it through an edit, but no line may be moved to it.
    await server()
      .ctx.database.db.updateTable("business")
      .set({ courses: JSON.stringify([{ id: "entrada", name: "Entrada" }]) })
      .where("id", "=", shop.businessId)
      .execute();
    const edit = (products: unknown[], version: number) =>
      shop.edit(order.id, {
        turn: order.turn,
        payment_method_id: order.paymentMethodId,
        observation: null,
        products,
        promotions: [],
        version,
      });
    const kept = await edit(
      [
        { product_id: fries, quantity: 2, course: "entrada" },
        { product_id: flan, quantity: 1, course: "postre" },
      ],
      order.version,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(coursesOf(kept.json().data.lines)).toEqual([
      ["Papas fritas", "entrada"],
      ["Flan", "postre"],
    ]);
    // A line moved on the counter's screen is stored with its new course (and back to none).
    const version = kept.json().data.version;
    const refused = await edit([{ product_id: fries, quantity: 2, course: "principal" }], version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields["products.0.course"]).toBe(
      "El tiempo elegido para Papas fritas ya no existe: elegí otro.",
    );
    const cleared = await edit(
      [
        { product_id: fries, quantity: 2, course: null },
        { product_id: flan, quantity: 1, course: "entrada" },
      ],
      version,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(coursesOf(cleared.json().data.lines)).toEqual([
      ["Papas fritas", null],
      ["Flan", "entrada"],
    ]);
  });
});
