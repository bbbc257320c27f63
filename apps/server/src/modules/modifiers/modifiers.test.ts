import type { ChangeEvent } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { modifierCalls, steakGroups } from "../../../test/modifiers-kit.ts";
import { sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("modifier groups on %s", (engine) => {
  const server = useTestServer(engine);

  it("keeps a group with its options, prices and stock effects, lists it and edits it keeping 'Agotado'", async () => {
    const shop = await sellingBusiness(server());
    const egg = await shop.ingredient("Huevo", "piece", 12_000);
    const onion = await shop.ingredient("Cebolla", "kg", 5_000);
    const { extras, punto, option, soldOut } = await steakGroups(shop, { egg, onion });
    expect(punto).toMatchObject({ name: "Punto de cocción", minChoices: 1, maxChoices: 1, productCount: 0 });
    expect(extras.options).toEqual([
      expect.objectContaining({
        name: "Huevo frito",
        price: 1500,
        ingredientEffect: "add",
        ingredientId: egg,
        ingredientName: "Huevo",
        quantityNeeded: 1,
        unit: "piece",
        soldOut: false,
      }),
      expect.objectContaining({
        name: "Papas fritas",
        price: 2000,
        ingredientEffect: "none",
        ingredientId: null,
      }),
      expect.objectContaining({
        name: "Sin cebolla",
        price: 0,
        ingredientEffect: "remove",
        ingredientName: "Cebolla",
      }),
    ]);

    const list = await shop.call("GET", "/modifier-groups?q=punto");
    expect(list.json().data).toMatchObject({ total: 1, items: [{ id: punto.id }] });

    const egged = await soldOut(extras.id, option("Huevo frito"), true);
    expect(egged.statusCode, egged.body).toBe(200);
    expect(egged.json().data.options[0].soldOut).toBe(true);

    // Edited: the egg keeps its id and its 'Agotado', 'Papas fritas' goes, 'Queso' comes.
    const edited = await shop.call("PATCH", `/modifier-groups/${extras.id}`, {
      name: "Extras",
      min_choices: 0,
      max_choices: 3,
      options: [
        {
          id: option("Huevo frito"),
          name: "Huevo frito",
          price: 1800,
          ingredient_effect: "add",
          ingredient_id: egg,
          quantity_needed: 1,
          unit: "piece",
        },
        { name: "Queso", price: 900 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited
        .json()
        .data.options.map((each: { name: string; price: number; soldOut: boolean }) => [
          each.name,
          each.price,
          each.soldOut,
        ]),
    ).toEqual([
      ["Huevo frito", 1800, true],
      ["Queso", 900, false],
    ]);
    const all = await shop.call("GET", "/modifier-options");
    expect(all.json().data.items.map((group: { name: string }) => group.name)).toEqual([
      "Extras",
      "Punto de cocción",
    ]);
  });

  it("attaches groups to a product in order, and a deleted group leaves the product", async () => {
    const shop = await sellingBusiness(server());
    const calls = modifierCalls(shop);
    const a = await calls.group({ name: "Guarnición", options: [{ name: "Papas" }, { name: "Ensalada" }] });
    const b = await calls.group({ name: "Punto", min_choices: 1, options: [{ name: "Jugoso" }] });
    const steak = await shop.product("Bife de chorizo", { quantity: null });
    const attached = await calls.attach(steak, [b.id, a.id]);
    expect(attached.modifierGroupIds).toEqual([b.id, a.id]);
    const options = await shop.call("GET", "/product-options");
    expect(options.json().data.items[0]).toMatchObject({ id: steak, modifierGroupIds: [b.id, a.id] });
    expect((await shop.call("GET", `/modifier-groups/${b.id}`)).json().data.productCount).toBe(1);

    const deleted = await shop.call("DELETE", `/modifier-groups/${b.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await shop.call("GET", `/products/${steak}`)).json().data.modifierGroupIds).toEqual([a.id]);
  });

  it("refuses in Spanish: a repeated name, another group's option, a foreign ingredient or group, a made-up id", async () => {
    const shop = await sellingBusiness(server());
    const other = await sellingBusiness(server());
    const calls = modifierCalls(shop);
    const group = await calls.group({ name: "Punto", options: [{ name: "Jugoso" }] });
    const otherGroup = await modifierCalls(other).group({ name: "Salsas", options: [{ name: "Chimi" }] });
    const foreignIngredient = await other.ingredient("Huevo", "piece", 1000);

    const again = await shop.call("POST", "/modifier-groups", { name: "punto", options: [{ name: "A" }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Ya existe un grupo de opciones con ese nombre.");

    const stolen = await shop.call("PATCH", `/modifier-groups/${group.id}`, {
      name: "Punto",
      options: [{ id: otherGroup.options[0]?.id, name: "Chimi" }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields["options.0.id"]).toBe("Esa opción no es de este grupo.");

    const egg = await shop.call("POST", "/modifier-groups", {
      name: "Extras",
      options: [
        {
          name: "Huevo",
          ingredient_effect: "add",
          ingredient_id: foreignIngredient,
          quantity_needed: 1,
          unit: "piece",
        },
      ],
    });
    expect(egg.statusCode).toBe(400);
    expect(egg.json().error.fields["options.0.ingredient_id"]).toBe("No encontramos ese ingrediente.");

    const steak = await shop.product("Bife", { quantity: null });
    const product = (await shop.call("GET", `/products/${steak}`)).json().data;
    const foreignGroup = await shop.call("PATCH", `/products/${steak}`, {
      name: product.name,
      category_id: product.categoryId,
      modifier_group_ids: [otherGroup.id],
    });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().error.fields["modifier_group_ids.0"]).toBe(
      "No encontramos ese grupo de opciones.",
    );

    expect((await other.call("GET", `/modifier-groups/${group.id}`)).statusCode).toBe(404);
    expect((await shop.call("POST", "/modifier-groups", { name: "X", options: "no" })).statusCode).toBe(400);
    const missingOption = await shop.call(
      "PATCH",
      `/modifier-groups/${group.id}/options/0190f5c4-0000-7000-8000-000000000001/availability`,
      { soldOut: true },
    );
    expect(missingOption.statusCode).toBe(404);
    expect(missingOption.json().error.message).toBe("No encontramos esa opción.");
  });

  it("lets the kitchen mark an option 'Agotado' and tells every device", async () => {
    const shop = await sellingBusiness(server());
    const group = await modifierCalls(shop).group({ name: "Salsas", options: [{ name: "Chimichurri" }] });
    const heard: ChangeEvent[] = [];
    const stop = server().ctx.bus.subscribe(shop.businessId, (message) => heard.push(message as ChangeEvent));
    const kitchen = await shop.staff("KITCHEN");
    const marked = await kitchen.call(
      "PATCH",
      `/modifier-groups/${group.id}/options/${group.options[0]?.id}/availability`,
      { soldOut: true },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    await expect
      .poll(() => heard.some((event) => event.entity === "modifier-groups" && event.id === group.id))
      .toBe(true);
    stop();
    // The kitchen reads no prices: the groups' list is not theirs.
    expect((await kitchen.call("GET", "/modifier-groups")).statusCode).toBe(403);
  });
});
