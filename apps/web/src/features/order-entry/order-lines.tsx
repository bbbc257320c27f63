import { formatMoney, lineLabel } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import EditNote from "@mui/icons-material/EditNote";
import Remove from "@mui/icons-material/Remove";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { KeyboardEvent } from "react";
import {
  type DraftOption,
  keyOfLine,
  type OrderLineDraft,
  type ProductLine,
  type PromotionLine,
} from "./order-draft";

type OrderLinesProps = {
  lines: readonly OrderLineDraft[];
  /** whether the line's item allows one more (its stock, what the other lines take) */
  canAddOne: (line: OrderLineDraft) => boolean;
  onMore: (line: OrderLineDraft) => void;
  onLess: (line: OrderLineDraft) => void;
  /** decision 080: a product line's options and note, in the choice sheet */
  onEdit: (line: ProductLine) => void;
  /** decision 080: a combo line's products' choices, in the combo's sheets */
  onEditCombo: (line: PromotionLine) => void;
  disabled: boolean;
};

/**
 * What a line is called on the screen: its product with its options and note, a combo with its products' choices
 * ('Combo Parrilla (Bife de chorizo: Jugoso)'): the same combo may be on two lines (decision 080).
 */
const labelOf = (line: OrderLineDraft) =>
  line.kind === "product"
    ? lineLabel(
        line.name,
        line.options.map((option) => option.name),
        line.note,
      )
    : lineLabel(
        line.name,
        (line.choices ?? []).map(
          (choice) => `${choice.name}: ${choice.options.map((option) => option.name).join(", ")}`,
        ),
        null,
      );

/** 'Jugoso, Huevo frito (+ $ 1.500,00)': a line's options as it shows them (centavos). */
const optionsText = (options: readonly DraftOption[]) =>
  options
    .map((option) => (option.price > 0 ? `${option.name} (+ ${formatMoney(option.price)})` : option.name))
    .join(", ");

const stepperSx = { width: 44, height: 44, border: 1, borderColor: "divider" } as const;

/**
 * The order so far: each line with − / + (bounded by stock; − at 1 takes the line out), a combo with its
 * products. On a focused line, `+` and `-` do the same (decision 028).
 */
export function OrderLines({
  lines,
  canAddOne,
  onMore,
  onLess,
  onEdit,
  onEditCombo,
  disabled,
}: OrderLinesProps) {
  const handleKey = (line: OrderLineDraft) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (disabled) return;
    if (event.key === "+" && canAddOne(line)) {
      event.preventDefault();
      onMore(line);
    } else if (event.key === "-") {
      event.preventDefault();
      onLess(line);
    }
  };
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
        Tocá un producto para agregarlo al pedido.
      </Typography>
    );
  return (
    <Stack
      component="ul"
      aria-label="Detalle del pedido"
      divider={<Divider component="li" aria-hidden />}
      sx={{ listStyle: "none", m: 0, p: 0 }}
    >
      {lines.map((line) => (
        <Stack
          component="li"
          key={keyOfLine(line)}
          aria-label={labelOf(line)}
          data-line={line.itemId}
          tabIndex={0}
          onKeyDown={handleKey(line)}
          direction="row"
          spacing={1}
          sx={{
            alignItems: "center",
            py: 0.75,
            borderRadius: 1,
            "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
          }}
        >
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", lineHeight: 1.3 }}>
              {line.name}
            </Typography>
            {line.kind === "promotion" &&
              line.items.map((item) => {
                // Decision 080: what the combo's product was asked, under it.
                const chosen = line.choices?.find((choice) => choice.productId === item.productId);
                return (
                  <Typography key={item.productId} variant="caption" color="text.secondary">
                    {item.quantityNeeded * line.quantity} × {item.name}
                    {chosen && chosen.options.length > 0 ? ` (${optionsText(chosen.options)})` : ""}
                  </Typography>
                );
              })}
            {line.kind === "product" && line.options.length > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {optionsText(line.options)}
              </Typography>
            )}
            {line.kind === "product" && line.note && (
              <Typography variant="caption" sx={{ fontStyle: "italic", overflowWrap: "anywhere" }}>
                Nota: {line.note}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
              {formatMoney(line.unitPrice * line.quantity)}
            </Typography>
          </Stack>
          {line.kind === "promotion" && line.choices?.length ? (
            <IconButton
              aria-label={`Opciones de ${labelOf(line)}`}
              onClick={() => onEditCombo(line)}
              disabled={disabled}
              sx={stepperSx}
            >
              <EditNote />
            </IconButton>
          ) : null}
          {line.kind === "product" && (
            <IconButton
              aria-label={`Opciones y nota de ${labelOf(line)}`}
              onClick={() => onEdit(line)}
              disabled={disabled}
              sx={stepperSx}
            >
              <EditNote />
            </IconButton>
          )}
          <IconButton
            aria-label={`Quitar uno de ${labelOf(line)}`}
            onClick={() => onLess(line)}
            disabled={disabled}
            sx={stepperSx}
          >
            <Remove />
          </IconButton>
          <Typography sx={{ minWidth: 28, textAlign: "center", fontWeight: 700, fontSize: 18 }}>
            {line.quantity}
          </Typography>
          <IconButton
            aria-label={`Agregar uno de ${labelOf(line)}`}
            onClick={() => onMore(line)}
            disabled={disabled || !canAddOne(line)}
            sx={stepperSx}
          >
            <Add />
          </IconButton>
        </Stack>
      ))}
    </Stack>
  );
}
