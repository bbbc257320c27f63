import type { ProductOption } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { Pesos } from "@/components/pesos";
import { ProductAutocomplete } from "@/entities/product/product-autocomplete";
import { useDebouncedSearch } from "@/lib/use-debounced-search";

type ProductPickerProps = { onAdd: (product: ProductOption) => void; disabled?: boolean };

/** docs/product.md#validation: pick an enabled product by name (the server searches), then add it to the combo. */
export function ProductPicker({ onAdd, disabled = false }: ProductPickerProps) {
  const [selected, setSelected] = useState<ProductOption | null>(null);
  const search = useDebouncedSearch();

  const handleAdd = () => {
    if (!selected) return;
    onAdd(selected);
    // The next pick starts from the whole list again.
    setSelected(null);
    search.reset();
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
      <ProductAutocomplete
        search={search}
        value={selected}
        onChange={setSelected}
        disabled={disabled}
        renderOption={(option) => (
          <>
            <span style={{ flexGrow: 1 }}>{option.name}</span>
            <Pesos value={option.price} />
          </>
        )}
        noOptionsText={(q) =>
          q ? `No hay productos habilitados que coincidan con “${q}”.` : "No hay productos habilitados."
        }
      />
      <Button
        variant="outlined"
        startIcon={<Add />}
        onClick={handleAdd}
        disabled={disabled || !selected}
        sx={{ flexShrink: 0, whiteSpace: "nowrap" }}
      >
        Agregar producto
      </Button>
    </Stack>
  );
}
