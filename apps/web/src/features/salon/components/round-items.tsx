import type { ModifierGroup } from "@comanda/domain/modifier-group";
import EditNote from "@mui/icons-material/EditNote";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ComboStep } from "@/components/combo-choices";
import { Pesos } from "@/components/pesos";
import { QuantityStepper } from "./quantity-stepper";
import { RoundRow } from "./round-choices";

export type Item = {
  kind: "product" | "promotion";
  id: string;
  name: string;
  price: number;
  max: number | null;
  categoryId: string | null;
  /** decision 080: the modifier groups a product asks (none for a combo) */
  groups: ModifierGroup[];
  /** decision 082: the course its lines go in unless the waiter moves them */
  courseId: string | null;
  /** decision 086: the kitchen ran out of it today */
  soldOut?: boolean;
  /** decision 080: a combo's products that ask their own groups, and whether one must be chosen */
  steps?: ComboStep[];
  asks?: boolean;
};
export type Picked = Record<string, number>;

type RoundItemsProps = {
  title: string;
  /** the items the search and the category chip show */
  items: readonly Item[];
  picked: Picked;
  onPick: (next: Picked) => void;
  /** opens the product's options and note (decision 080) */
  onSheet: (item: Item) => void;
  disabled: boolean;
};

/**
 * One list of the round's catalog ('Productos', 'Promociones'): each item with its price, a stepper for its
 * plain units, and its options (a product's with its note, a combo's products'). A product or a combo with a
 * required choice goes only through them: each choice is a line of its own, whose + adds more of it.
 */
export function RoundItems({ title, items, picked, onPick, onSheet, disabled }: RoundItemsProps) {
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {items.map((item) => {
        const soldOut = item.max !== null && item.max <= 0;
        return (
          <RoundRow key={item.id} py={0.25}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                <Pesos value={item.price} />
                {item.soldOut ? " · Agotado" : soldOut ? " · Sin stock" : ""}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ alignItems: "center" }}>
              {item.kind === "promotion" && (item.steps?.length ?? 0) > 0 && (
                <IconButton
                  aria-label={`Opciones de ${item.name}`}
                  disabled={disabled || soldOut}
                  onClick={() => onSheet(item)}
                >
                  <EditNote />
                </IconButton>
              )}
              {item.kind === "product" && (
                <IconButton
                  aria-label={`Opciones y nota de ${item.name}`}
                  disabled={disabled || soldOut}
                  onClick={() => onSheet(item)}
                >
                  <EditNote />
                </IconButton>
              )}
              {item.groups.some((group) => group.minChoices > 0) || item.asks ? null : (
                <QuantityStepper
                  name={item.name}
                  value={picked[item.id] ?? 0}
                  max={item.max}
                  disabled={disabled}
                  onChange={(value) => onPick({ ...picked, [item.id]: value })}
                />
              )}
            </Stack>
          </RoundRow>
        );
      })}
    </Stack>
  );
}
