import type { ProductOption } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Pesos } from "@/components/pesos";
import { SearchAutocomplete } from "@/components/search-autocomplete";
import { useProductOptions } from "@/lib/product-options";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { isOutOfStock, type OrderLineDraft, productChoices } from "./order-draft";
import { QuantityOptions, SelectField } from "./select-field";

type ProductAdderProps = {
  lines: readonly OrderLineDraft[];
  onAdd: (product: ProductOption, quantity: number) => void;
  disabled: boolean;
};

const stockText = (option: ProductOption): string | null => {
  if (option.quantity === null) return null;
  return isOutOfStock(option) ? "Sin stock" : `Stock: ${option.quantity}`;
};

/**
 * docs/product.md#screens and #validation: a product picked by name (the server searches as the cashier types) and a quantity from 1 to
 * what its stock still allows; 'Agregar Producto' stays off until both are chosen.
 */
export function ProductAdder({ lines, onAdd, disabled }: ProductAdderProps) {
  const [selected, setSelected] = useState<ProductOption | null>(null);
  const [quantity, setQuantity] = useState("");
  const search = useDebouncedSearch();
  const options = useProductOptions(search.q, search.open);

  // The stock shown is the newest the server sent, which a sale on another device may have lowered.
  const current = options.data?.items.find((option) => option.id === selected?.id) ?? selected;
  const choices = current ? productChoices(lines, current) : 0;
  const chosen = Number(quantity);
  const canAdd = current !== null && chosen >= 1 && chosen <= choices;

  const handleSelect = (option: ProductOption | null) => {
    setSelected(option);
    // A quantity the new product cannot take is chosen again.
    if (!option || Number(quantity) > productChoices(lines, option)) setQuantity("");
  };

  const handleAdd = () => {
    if (!current || !canAdd) return;
    onAdd(current, chosen);
    // The next pick starts from the whole list again.
    setSelected(null);
    setQuantity("");
    search.reset();
  };

  return (
    <Stack
      role="group"
      aria-label="Productos"
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ alignItems: { sm: "flex-start" } }}
    >
      <SearchAutocomplete
        label="Producto"
        search={search}
        options={options.data?.items ?? []}
        loading={options.isFetching}
        value={selected}
        onChange={handleSelect}
        disabled={disabled}
        getOptionDisabled={(option) => productChoices(lines, option) === 0}
        renderOption={(option) => (
          <>
            <span style={{ flexGrow: 1 }}>
              {option.name}
              {stockText(option) && (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: "block" }}
                >
                  {stockText(option)}
                </Typography>
              )}
            </span>
            <Pesos value={option.price} />
          </>
        )}
        noOptionsText={(q) =>
          q ? `No hay productos habilitados que coincidan con “${q}”.` : "No hay productos habilitados."
        }
      />
      <SelectField
        label="Cantidad"
        value={quantity}
        onChange={setQuantity}
        disabled={disabled || choices === 0}
        sx={{ width: { sm: 140 }, flexShrink: 0 }}
      >
        <QuantityOptions count={choices} placeholder="Elegí" />
      </SelectField>
      <Button
        variant="outlined"
        size="large"
        startIcon={<Add />}
        onClick={handleAdd}
        disabled={disabled || !canAdd}
        sx={{ flexShrink: 0, whiteSpace: "nowrap", minHeight: 56 }}
      >
        Agregar Producto
      </Button>
    </Stack>
  );
}
