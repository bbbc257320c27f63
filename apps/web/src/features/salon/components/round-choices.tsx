import { formatMoney, lineKey, lineLabel } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { ChosenOption } from "@/components/choice-sheet";
import { QuantityStepper } from "./quantity-stepper";

/** A round's line with options or a note (decision 080): its own line on the tab and at the kitchen. */
export type ChosenLine = {
  productId: string;
  name: string;
  /** centavos, the product's price plus what its options add */
  unitPrice: number;
  quantity: number;
  options: ChosenOption[];
  note: string | null;
};

export const keyOfChosen = (line: Pick<ChosenLine, "productId" | "options" | "note">) =>
  lineKey({ itemId: line.productId, optionIds: line.options.map((option) => option.id), note: line.note });

/** Adds a line to the round's chosen ones, or its units to the one with the same key ('+1 igual'). */
export const addByKey = <Line extends { quantity: number }>(
  lines: readonly Line[],
  keyOf: (line: Line) => string,
  line: Line,
): Line[] => {
  const key = keyOf(line);
  return lines.some((each) => keyOf(each) === key)
    ? lines.map((each) => (keyOf(each) === key ? { ...each, quantity: each.quantity + line.quantity } : each))
    : [...lines, line];
};

/** Adds a chosen line to the round, or its units to the same one (same product, options and note). */
export const addChosen = (lines: readonly ChosenLine[], line: ChosenLine): ChosenLine[] =>
  addByKey(lines, keyOfChosen, line);

const labelOf = (line: ChosenLine) =>
  lineLabel(
    line.name,
    line.options.map((option) => option.name),
    line.note,
  );

type RoundRowProps = {
  children: ReactNode;
  /** Padding above and below: the dialog's catalog rows have some, the chosen lines none. */
  py?: number;
};

/** A row of the round dialog's lists: what it is on the left, its buttons on the right, a divider below. */
export function RoundRow({ children, py }: RoundRowProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: "center",
        justifyContent: "space-between",
        borderBottom: 1,
        borderColor: "divider",
        ...(py !== undefined && { py }),
      }}
    >
      {children}
    </Stack>
  );
}

/** A round's chosen lines with one of them (by its key) at a new quantity; at 0 it leaves the round. */
export const withQuantity = <Line extends { quantity: number }>(
  lines: readonly Line[],
  keyOf: (line: Line) => string,
  key: string,
  quantity: number,
): Line[] =>
  lines.flatMap((line) => (keyOf(line) !== key ? [line] : quantity > 0 ? [{ ...line, quantity }] : []));

type ChosenSectionProps<Line extends { name: string; quantity: number; unitPrice: number }> = {
  /** the section's heading, and its accessible name */
  title: string;
  lines: readonly Line[];
  keyOf: (line: Line) => string;
  /** the line's stepper's name */
  labelOf: (line: Line) => string;
  /** what the line chose, under its name */
  details: (line: Line) => ReactNode;
  onChange: (lines: Line[]) => void;
  disabled: boolean;
};

/** One of the round's lists of chosen lines: each with what it chose, its price and its own − n +. */
export function ChosenSection<Line extends { name: string; quantity: number; unitPrice: number }>({
  title,
  lines,
  keyOf,
  labelOf: nameOf,
  details,
  onChange,
  disabled,
}: ChosenSectionProps<Line>) {
  if (lines.length === 0) return null;
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {lines.map((line) => {
        const key = keyOf(line);
        return (
          <RoundRow key={key}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{line.name}</Typography>
              {details(line)}
              <Typography variant="body2" color="text.secondary">
                {formatMoney(line.unitPrice)}
              </Typography>
            </Stack>
            <QuantityStepper
              name={nameOf(line)}
              value={line.quantity}
              max={null}
              disabled={disabled}
              onChange={(quantity) => onChange(withQuantity(lines, keyOf, key, quantity))}
            />
          </RoundRow>
        );
      })}
    </Stack>
  );
}

type RoundChoicesProps = {
  lines: readonly ChosenLine[];
  onChange: (lines: ChosenLine[]) => void;
  disabled: boolean;
};

/** 'Con opciones y notas': the round's chosen lines, each with its own − n +. */
export function RoundChoices({ lines, onChange, disabled }: RoundChoicesProps) {
  return (
    <ChosenSection
      title="Con opciones y notas"
      lines={lines}
      keyOf={keyOfChosen}
      labelOf={labelOf}
      onChange={onChange}
      disabled={disabled}
      details={(line) => (
        <>
          {line.options.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {line.options.map((option) => option.name).join(", ")}
            </Typography>
          )}
          {line.note && (
            <Typography variant="body2" sx={{ fontStyle: "italic", overflowWrap: "anywhere" }}>
              Nota: {line.note}
            </Typography>
          )}
        </>
      )}
    />
  );
}
