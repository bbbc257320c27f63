import { formatPesos, type Ingredient, type IngredientUnit, unitLabels } from "@comanda/domain";
import History from "@mui/icons-material/History";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { Money } from "@/components/pesos";
import { masculineLabels, StatusChip } from "@/components/status-chip";
import { ingredientMovementsPreload } from "./ingredient-movements-dialog";
import { IngredientQuantity } from "./ingredient-quantity";

const costUnits: Record<IngredientUnit, string> = { kg: "kg", lt: "litro", piece: "unidad" };

export type IngredientHandlers = {
  onEdit: (ingredient: Ingredient) => void;
  onDelete: (ingredient: Ingredient) => void;
  onToggle: (ingredient: Ingredient) => void;
  onMovements: (ingredient: Ingredient) => void;
};

/** docs/product.md#ingredients: Nombre, Unidad, Cantidad, Estado, Acciones. */
export const ingredientColumns = ({
  onEdit,
  onDelete,
  onToggle,
  onMovements,
}: IngredientHandlers): Column<Ingredient>[] => [
  {
    header: "Nombre",
    cell: (ingredient) => (
      <>
        {ingredient.name}
        {ingredient.code && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
            Código: {ingredient.code}
          </Typography>
        )}
      </>
    ),
  },
  {
    header: "Unidad",
    cell: (ingredient) => (
      <>
        {unitLabels[ingredient.unit]}
        {ingredient.cost !== null && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
            <Money>{`Costo ${formatPesos(ingredient.cost)} por ${costUnits[ingredient.unit]}`}</Money>
          </Typography>
        )}
      </>
    ),
  },
  { header: "Cantidad", cell: (ingredient) => <IngredientQuantity ingredient={ingredient} /> },
  {
    header: "Estado",
    cell: (ingredient) => <StatusChip active={ingredient.status === "enabled"} labels={masculineLabels} />,
  },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (ingredient) => (
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "flex-end" }}>
        {/* Its stock history (decision 019). */}
        <Tooltip title={`Ver movimientos de ${ingredient.name}`}>
          <IconButton
            aria-label={`Ver movimientos de ${ingredient.name}`}
            {...ingredientMovementsPreload}
            onClick={() => onMovements(ingredient)}
          >
            <History />
          </IconButton>
        </Tooltip>
        <RowActions
          name={ingredient.name}
          enabled={ingredient.status === "enabled"}
          onEdit={() => onEdit(ingredient)}
          onDelete={() => onDelete(ingredient)}
          onToggle={() => onToggle(ingredient)}
        />
      </Stack>
    ),
  },
];
