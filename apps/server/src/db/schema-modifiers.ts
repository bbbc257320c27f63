import type { RecipeUnit } from "@comanda/domain";
import type { IngredientEffect } from "@comanda/domain/modifier-group";

// Decision 080's tables (migration 0031): modifier groups, their options and the groups a product asks. The
// options an order line was sold with are on the line (`order_line.options`).

export type ModifierGroupTable = {
  id: string;
  business_id: string;
  name: string;
  /** normalised lowercase name, unique per business */
  name_key: string;
  min_choices: number;
  max_choices: number;
  created_at: number;
  updated_at: number;
};

export type ModifierOptionTable = {
  id: string;
  business_id: string;
  group_id: string;
  position: number;
  name: string;
  /** centavos added to the line's unit price */
  price_delta: number;
  ingredient_effect: IngredientEffect;
  ingredient_id: string | null;
  /** 'add': thousandths of the ingredient's unit per unit sold */
  ingredient_thousandths: number | null;
  unit: RecipeUnit | null;
  /** 'Agotado' on that Buenos Aires day ("YYYY-MM-DD") */
  sold_out_on: string | null;
};

export type ProductModifierGroupTable = {
  product_id: string;
  group_id: string;
  business_id: string;
  position: number;
};
