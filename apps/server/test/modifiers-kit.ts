import type { ModifierGroup } from "@comanda/domain/modifier-group";
import type { ModifierGroupInput } from "@comanda/domain/modifiers";
import { expect } from "vitest";
import type { SellingBusiness } from "./orders-kit.ts";

/** Modifier groups through their API (decision 080), as the owner of a selling business. */
export const modifierCalls = (shop: SellingBusiness) => {
  const group = async (body: ModifierGroupInput): Promise<ModifierGroup> => {
    const response = await shop.call("POST", "/modifier-groups", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  /** Attaches the groups to a product through the product's edit, as the product dialog does. */
  const attach = async (productId: string, groupIds: string[]) => {
    const current = (await shop.call("GET", `/products/${productId}`)).json().data;
    const response = await shop.call("PATCH", `/products/${productId}`, {
      name: current.name,
      category_id: current.categoryId,
      price: current.price,
      quantity: current.quantity,
      stock_seen: current.quantity,
      ingredients: current.ingredients.map(
        (row: { ingredientId: string; quantityNeeded: number; unit: string }) => ({
          ingredient_id: row.ingredientId,
          quantity_needed: row.quantityNeeded,
          unit: row.unit,
        }),
      ),
      modifier_group_ids: groupIds,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const optionId = (found: ModifierGroup, name: string) => {
    const option = found.options.find((each) => each.name === name);
    if (!option) throw new Error(`no option ${name}`);
    return option.id;
  };
  const soldOut = (groupId: string, optionId: string, value: boolean) =>
    shop.call("PATCH", `/modifier-groups/${groupId}/options/${optionId}/availability`, { soldOut: value });
  return { group, attach, optionId, soldOut };
};

/** 'Punto de cocción' (required, one), and 'Extras' (up to 2): an egg takes 1 piece, 'Sin cebolla' spares onion. */
export const steakGroups = async (shop: SellingBusiness, ingredients: { egg: string; onion: string }) => {
  const calls = modifierCalls(shop);
  const punto = await calls.group({
    name: "Punto de cocción",
    min_choices: 1,
    max_choices: 1,
    options: [{ name: "Jugoso" }, { name: "A punto" }, { name: "Bien cocido" }],
  });
  const extras = await calls.group({
    name: "Extras",
    min_choices: 0,
    max_choices: 2,
    options: [
      {
        name: "Huevo frito",
        price: 1500,
        ingredient_effect: "add",
        ingredient_id: ingredients.egg,
        quantity_needed: 1,
        unit: "piece",
      },
      { name: "Papas fritas", price: 2000 },
      { name: "Sin cebolla", ingredient_effect: "remove", ingredient_id: ingredients.onion },
    ],
  });
  const option = (name: string) =>
    calls.optionId(punto.options.some((each) => each.name === name) ? punto : extras, name);
  return { ...calls, punto, extras, option };
};
