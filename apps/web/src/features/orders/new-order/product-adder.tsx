import { formatMoney, type ProductOption, pesosToCentavos } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Autocomplete, { type AutocompleteInputChangeReason } from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { TextField } from "../../../components/text-field";
import { useProductOptions } from "../../../lib/product-options";
import { isOutOfStock, type OrderLineDraft, productChoices } from "./order-draft";
import { QuantityOptions, SelectField } from "./select-field";

const searchDelayMs = 300;

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
 * SPEC §2/§5: a product picked by name (the server searches as the cashier types) and a quantity from 1 to
 * what its stock still allows; 'Agregar Producto' stays off until both are chosen.
 */
export function ProductAdder({ lines, onAdd, disabled }: ProductAdderProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<ProductOption | null>(null);
  const [quantity, setQuantity] = useState("");
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const options = useProductOptions(q, open);

  // The stock shown is the newest the server sent, which a sale on another device may have lowered.
  const current = options.data?.items.find((option) => option.id === selected?.id) ?? selected;
  const choices = current ? productChoices(lines, current) : 0;
  const chosen = Number(quantity);
  const canAdd = current !== null && chosen >= 1 && chosen <= choices;

  const handleInputChange = (next: string, reason: AutocompleteInputChangeReason) => {
    setText(next);
    // Choosing an option writes its name into the box: only typing (or clearing) is a new search.
    if (reason !== "input" && reason !== "clear") return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQ(next.trim()), searchDelayMs);
  };

  const handleSelect = (option: ProductOption | null) => {
    setSelected(option);
    // A quantity the new product cannot take is chosen again.
    if (!option || Number(quantity) > productChoices(lines, option)) setQuantity("");
  };

  const handleAdd = () => {
    if (!current || !canAdd) return;
    onAdd(current, chosen);
    // The next pick starts from the whole list again.
    clearTimeout(timer.current);
    setSelected(null);
    setQuantity("");
    setText("");
    setQ("");
  };

  return (
    <Stack
      role="group"
      aria-label="Productos"
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ alignItems: { sm: "flex-start" } }}
    >
      <Autocomplete
        fullWidth
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={disabled}
        options={options.data?.items ?? []}
        loading={options.isFetching}
        value={selected}
        inputValue={text}
        onChange={(_, option) => handleSelect(option)}
        onInputChange={(_, next, reason) => handleInputChange(next, reason)}
        // The server already filtered by what was typed.
        filterOptions={(items) => items}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.name}
        getOptionDisabled={(option) => productChoices(lines, option) === 0}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
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
            <span>{formatMoney(pesosToCentavos(option.price))}</span>
          </li>
        )}
        noOptionsText={
          q ? `No hay productos habilitados que coincidan con “${q}”.` : "No hay productos habilitados."
        }
        loadingText="Buscando…"
        renderInput={({ slotProps, id, fullWidth, disabled: off }) => (
          <TextField
            label="Producto"
            id={id}
            fullWidth={fullWidth}
            disabled={off}
            {...slotProps.input}
            slotProps={{ input: slotProps.htmlInput }}
          />
        )}
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
