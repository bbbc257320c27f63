import { formatQuantity, type Ingredient, toThousandths } from "@comanda/domain";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

type IngredientQuantityProps = { ingredient: Ingredient };

/** es-AR quantity ('1,5'); at or below its minimum (docs/product.md#rules) a 'Stock bajo' chip and the minimum. */
export function IngredientQuantity({ ingredient }: IngredientQuantityProps) {
  const quantity = formatQuantity(toThousandths(ingredient.quantity));
  if (!ingredient.lowStock) return quantity;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <span>{quantity}</span>
      <Chip size="small" color="warning" label="Stock bajo" />
      <Typography component="span" variant="caption" color="text.secondary">
        Mínimo: {formatQuantity(toThousandths(ingredient.minQuantity))}
      </Typography>
    </Stack>
  );
}
