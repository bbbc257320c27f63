import { formatMoney, formatQuantity, parseMoney, toThousandths } from "@comanda/domain";
import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { lazyPart } from "@/lib/lazy-part";
import type { RecipeRowField } from "../lib/product-form-values";
import { costOfRows, incompleteCostHint, recipeCostText } from "../lib/recipe-cost";

// The ingredient picker (MUI's Autocomplete and the search) is a chunk of its own, fetched as the dialog opens:
// the dialog's first load stays within the route budget (scripts/routes.ts) and name, price and stock can be
// typed meanwhile.
const RecipeRowEditor = lazyPart(() =>
  import("./recipe-row-editor").then((module) => module.RecipeRowEditor),
);

// MUI's Skeleton (its wave and pulse keyframes) cost the picker route ~1 kB it lacked room for: plain boxes
// in its colour hold the same place.
const slot = { height: 40, borderRadius: 1, bgcolor: "action.hover" } as const;

/**
 * Holds the editor's place while its chunk downloads, laid out as it is (three small fields, then
 * 'Agregar'): when it arrives nothing below it moves, so a tap on 'Cancelar' or 'Guardar' meant for where
 * they were does not land on the editor's 'Unidad' instead (a phone journey did just that).
 */
function RecipeRowEditorPlaceholder() {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      role="progressbar"
      aria-label="Cargando ingredientes"
      sx={{ alignItems: { sm: "flex-start" } }}
    >
      {/* In a column a flex basis would zero a box's height (a field has content, a box none). */}
      <Box sx={{ ...slot, flex: { xs: "none", sm: 2 }, minWidth: 0 }} />
      <Box sx={{ ...slot, flex: { xs: "none", sm: 1 }, minWidth: 0 }} />
      <Box sx={{ ...slot, flex: { xs: "none", sm: 1 }, minWidth: 120 }} />
      <Box
        sx={{
          ...slot,
          width: 96,
          height: 36.5,
          alignSelf: { xs: "flex-end", sm: "flex-start" },
          mt: { sm: 0.25 },
        }}
      />
    </Stack>
  );
}

export type RecipeRowsProps = {
  rows: readonly RecipeRowField[];
  /** The public price as typed, for the margin. */
  priceText: string;
  /** A server error about the recipe, which has no single field to sit under. */
  error?: string;
  onAdd: (row: RecipeRowField) => void;
  onRemove: (index: number) => void;
};

const amountText = ({ quantityNeeded, unit }: RecipeRowField) => {
  const amount = formatQuantity(toThousandths(quantityNeeded));
  if (unit !== "piece") return `${amount} ${unit}`;
  return `${amount} ${quantityNeeded === 1 ? "unidad" : "unidades"}`;
};

const rowCostText = (row: RecipeRowField) => {
  const cost = costOfRows([row]);
  return cost ? formatMoney(cost.centavos) : "Sin costo";
};

/** The dialog's recipe: its rows, the row being added, and what it costs against the public price. */
export function RecipeRows({ rows, priceText, error, onAdd, onRemove }: RecipeRowsProps) {
  const cost = costOfRows(rows);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Receta (opcional)
      </Typography>
      {rows.length > 0 && (
        <List dense aria-label="Ingredientes de la receta" disablePadding>
          {rows.map((row, index) => (
            <ListItem
              key={row.ingredientId}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Quitar ${row.name}`} onClick={() => onRemove(index)}>
                  <Close />
                </IconButton>
              }
            >
              <ListItemText primary={`${row.name} · ${amountText(row)}`} secondary={rowCostText(row)} />
            </ListItem>
          ))}
        </List>
      )}
      <Suspense fallback={<RecipeRowEditorPlaceholder />}>
        <RecipeRowEditor taken={rows.map((row) => row.ingredientId)} onAdd={onAdd} />
      </Suspense>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {cost && (
        <Typography variant="body2" role="status">
          {recipeCostText({
            costCentavos: cost.centavos,
            complete: cost.complete,
            priceCentavos: parseMoney(priceText) ?? 0,
          })}
          {!cost.complete && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
              {incompleteCostHint}
            </Typography>
          )}
        </Typography>
      )}
    </Stack>
  );
}
