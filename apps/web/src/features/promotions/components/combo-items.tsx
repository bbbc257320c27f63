import { lowerComboItem, raiseComboItem } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Pesos } from "@/components/pesos";
import type { ComboRow } from "../lib/promotion-form-values";

type ComboItemsProps = {
  rows: readonly ComboRow[];
  onChange: (rows: ComboRow[]) => void;
  error?: string;
  disabled?: boolean;
};

/** docs/product.md#validation: plus raises a product's quantity; minus lowers it, and at 1 takes the product out. */
export function ComboItems({ rows, onChange, error, disabled = false }: ComboItemsProps) {
  const raise = (productId: string) =>
    onChange(rows.map((row) => (row.productId === productId ? raiseComboItem(row) : row)));
  const lower = (productId: string) =>
    onChange(
      rows.flatMap((row) => {
        if (row.productId !== productId) return [row];
        const lowered = lowerComboItem(row);
        return lowered ? [lowered] : [];
      }),
    );

  return (
    <Stack component="section" aria-label="Productos del combo" spacing={1}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Todavía no agregaste productos al combo.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {rows.map((row) => (
            <Stack
              component="li"
              key={row.productId}
              direction="row"
              spacing={1}
              sx={{ alignItems: "center" }}
            >
              <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                {row.name}
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: "block" }}
                >
                  <Pesos value={row.price} /> c/u
                </Typography>
              </Typography>
              <IconButton
                size="small"
                aria-label={`Restar uno a ${row.name}`}
                onClick={() => lower(row.productId)}
                disabled={disabled}
              >
                <Remove fontSize="small" />
              </IconButton>
              {/* An <output> is a polite live region: a screen reader hears the new quantity after each press. */}
              <Typography
                component="output"
                aria-label={`Cantidad de ${row.name}`}
                sx={{ minWidth: 24, textAlign: "center" }}
              >
                {row.quantityNeeded}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Sumar uno a ${row.name}`}
                onClick={() => raise(row.productId)}
                disabled={disabled}
              >
                <Add fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
