import { choiceRuleText, formatMoney, MAX_LINE_NOTE_LENGTH, pesosToCentavos } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogContent from "@mui/material/DialogContent";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type ReactNode, useState } from "react";
import { DialogButtons } from "./dialog-buttons";
import { TitledDialog } from "./titled-dialog";

/** An option as a line carries it (decision 080): `price` in centavos, what it adds to the unit price. */
export type ChosenOption = { id: string; group: string; name: string; price: number };
export type SheetChoice = { options: ChosenOption[]; note: string | null };

type ChoiceSheetProps = {
  productName: string;
  /** centavos */
  basePrice: number;
  /** the product's groups, in the order it asks them */
  groups: readonly ModifierGroup[];
  initial: SheetChoice;
  /** the owner's quick notes ('Sin sal'): a tap adds one to the note, another takes it out */
  quickNotes?: readonly string[];
  /** 'Agregar' for a new line, 'Guardar' for a line being changed */
  confirmLabel: string;
  onConfirm: (choice: SheetChoice) => void;
  onClose: () => void;
  /** more about the line, above its note (the order screen's course, decision 082) */
  children?: ReactNode;
  /** how many times each option counts in the price shown (a combo's product: its units in one combo) */
  optionUnits?: number;
  /** false: no note (a combo's product, decision 080) */
  withNote?: boolean;
};

const shortfall = (group: ModifierGroup, count: number) =>
  count >= group.minChoices
    ? null
    : group.minChoices === 1
      ? `Elegí ${group.name}.`
      : `Elegí al menos ${group.minChoices} opciones de ${group.name}.`;

/**
 * Decision 080: what the order screen asks when a product has choices, one tap per choice. A group of one choice
 * behaves as a radio (a tap replaces the choice), the others as checkboxes up to their maximum; an option 'Agotado'
 * today cannot be chosen unless the line already had it. The line's note is free text.
 */
export function ChoiceSheet({
  productName,
  basePrice,
  groups,
  initial,
  quickNotes = [],
  confirmLabel,
  onConfirm,
  onClose,
  children,
  optionUnits = 1,
  withNote = true,
}: ChoiceSheetProps) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const [chosen, setChosen] = useState(() => new Set(initial.options.map((option) => option.id)));
  const [note, setNote] = useState(initial.note ?? "");
  const [tried, setTried] = useState(false);
  const had = new Set(initial.options.map((option) => option.id));

  const countOf = (group: ModifierGroup) => group.options.filter((option) => chosen.has(option.id)).length;
  const toggle = (group: ModifierGroup, id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
        return next;
      }
      if (group.maxChoices === 1) for (const option of group.options) next.delete(option.id);
      else if (countOf(group) >= group.maxChoices) return current;
      next.add(id);
      return next;
    });

  const options: ChosenOption[] = groups.flatMap((group) =>
    group.options
      .filter((option) => chosen.has(option.id))
      .map((option) => ({
        id: option.id,
        group: group.name,
        name: option.name,
        price: pesosToCentavos(option.price),
      })),
  );
  const lineTotal = options.reduce((sum, option) => sum + option.price * optionUnits, basePrice);
  const noteError =
    note.trim().length > MAX_LINE_NOTE_LENGTH
      ? `La nota puede tener hasta ${MAX_LINE_NOTE_LENGTH} caracteres.`
      : null;
  const missing = groups.some((group) => shortfall(group, countOf(group)) !== null);

  const noteParts = note
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const toggleNote = (quick: string) =>
    setNote(
      (noteParts.includes(quick) ? noteParts.filter((part) => part !== quick) : [...noteParts, quick]).join(
        ", ",
      ),
    );

  const handleConfirm = () => {
    setTried(true);
    if (missing || noteError) return;
    onConfirm({ options, note: note.trim() === "" ? null : note.trim() });
  };

  return (
    <TitledDialog title={productName} busy={false} onClose={onClose} maxWidth="sm" fullScreen={fullScreen}>
      <DialogContent>
        <Stack spacing={2.5}>
          {groups.map((group) => {
            const problem = tried ? shortfall(group, countOf(group)) : null;
            const full = group.maxChoices > 1 && countOf(group) >= group.maxChoices;
            return (
              <Box
                component="fieldset"
                key={group.id}
                sx={{ border: 0, m: 0, p: 0 }}
                aria-describedby={`${group.id}-rule`}
              >
                <Typography component="legend" sx={{ fontWeight: 700, p: 0 }}>
                  {group.name}
                </Typography>
                <Typography id={`${group.id}-rule`} variant="caption" color="text.secondary">
                  {choiceRuleText(group)}
                </Typography>
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
                  {group.options.map((option) => {
                    const selected = chosen.has(option.id);
                    const soldOut = option.soldOut && !had.has(option.id);
                    return (
                      <Button
                        key={option.id}
                        aria-pressed={selected}
                        variant={selected ? "contained" : "outlined"}
                        disabled={soldOut || (full && !selected)}
                        onClick={() => toggle(group, option.id)}
                        sx={{ minHeight: 48, textTransform: "none", justifyContent: "flex-start" }}
                      >
                        {option.name}
                        {option.price > 0 ? ` (+ ${formatMoney(pesosToCentavos(option.price))})` : ""}
                        {soldOut ? " · Agotado" : ""}
                      </Button>
                    );
                  })}
                </Box>
                {problem && <FormHelperText error>{problem}</FormHelperText>}
              </Box>
            );
          })}
          {withNote && quickNotes.length > 0 && (
            <Box role="group" aria-label="Notas rápidas" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
              {quickNotes.map((quick) => (
                <Button
                  key={quick}
                  size="small"
                  aria-pressed={noteParts.includes(quick)}
                  variant={noteParts.includes(quick) ? "contained" : "outlined"}
                  onClick={() => toggleNote(quick)}
                  sx={{ minHeight: 40, textTransform: "none" }}
                >
                  {quick}
                </Button>
              ))}
            </Box>
          )}
          {children}
          {withNote && (
            <TextField
              label="Nota"
              placeholder="sin sal, para compartir…"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={noteError !== null}
              helperText={noteError ?? " "}
              fullWidth
            />
          )}
          <Typography sx={{ fontWeight: 700 }} aria-live="polite">
            Precio: {formatMoney(lineTotal)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogButtons
        cancelLabel="Cancelar"
        onCancel={onClose}
        confirmLabel={confirmLabel}
        onConfirm={handleConfirm}
        pending={false}
      />
    </TitledDialog>
  );
}
