import { formatMoney, type ProductOption, pesosToCentavos } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Autocomplete, { type AutocompleteInputChangeReason } from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useEffect, useRef, useState } from "react";
import { TextField } from "../../../components/text-field";
import { useProductOptions } from "../../../lib/product-options";

const searchDelayMs = 300;

type ProductPickerProps = { onAdd: (product: ProductOption) => void; disabled?: boolean };

/** SPEC §5: pick an enabled product by name (the server searches), then add it to the combo. */
export function ProductPicker({ onAdd, disabled = false }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<ProductOption | null>(null);
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const options = useProductOptions(q, open);

  const handleInputChange = (next: string, reason: AutocompleteInputChangeReason) => {
    setText(next);
    // Choosing an option writes its name into the box: only typing (or clearing) is a new search.
    if (reason !== "input" && reason !== "clear") return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQ(next.trim()), searchDelayMs);
  };

  const handleAdd = () => {
    if (!selected) return;
    onAdd(selected);
    // The next pick starts from the whole list again.
    clearTimeout(timer.current);
    setSelected(null);
    setText("");
    setQ("");
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
      <Autocomplete
        fullWidth
        size="small"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={disabled}
        options={options.data?.items ?? []}
        loading={options.isFetching}
        value={selected}
        inputValue={text}
        onChange={(_, option) => setSelected(option)}
        onInputChange={(_, next, reason) => handleInputChange(next, reason)}
        // The server already filtered by what was typed.
        filterOptions={(items) => items}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.name}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <span style={{ flexGrow: 1 }}>{option.name}</span>
            <span>{formatMoney(pesosToCentavos(option.price))}</span>
          </li>
        )}
        noOptionsText={
          q ? `No hay productos habilitados que coincidan con “${q}”.` : "No hay productos habilitados."
        }
        loadingText="Buscando…"
        renderInput={({ slotProps, id, size, fullWidth, disabled: off }) => (
          <TextField
            label="Producto"
            id={id}
            size={size}
            fullWidth={fullWidth}
            disabled={off}
            {...slotProps.input}
            slotProps={{ input: slotProps.htmlInput }}
          />
        )}
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
