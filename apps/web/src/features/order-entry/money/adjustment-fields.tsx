import { adjustmentKindLabels, MAX_ADJUSTMENT_REASON } from "@comanda/domain";
import Close from "@mui/icons-material/Close";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";
import { TextField } from "@/components/text-field";
import { type AdjustmentDraft, quickReasons } from "./money-draft";

// 'Descuento' first: a role that may not discount is offered the rest.
const kindChoices: readonly Choice<AdjustmentDraft["kind"]>[] = [
  { value: "discount", label: "Descuento" },
  { value: "surcharge", label: "Recargo" },
];
const modeChoices: readonly Choice<AdjustmentDraft["mode"]>[] = [
  { value: "percent", label: "%", ariaLabel: "Porcentaje" },
  { value: "amount", label: "$", ariaLabel: "Monto" },
];

type AdjustmentFieldsProps = {
  index: number;
  value: AdjustmentDraft;
  onChange: (value: AdjustmentDraft) => void;
  onRemove: () => void;
  /** false when the role may not discount: only surcharges */
  canDiscount: boolean;
  errors: { value?: string; reason?: string };
  disabled: boolean;
};

/** One discount or surcharge: kind, percent or amount, value and its reason (with the usual ones a tap away). */
export function AdjustmentFields({
  index,
  value,
  onChange,
  onRemove,
  canDiscount,
  errors,
  disabled,
}: AdjustmentFieldsProps) {
  const label = `${adjustmentKindLabels[value.kind]} ${index + 1}`;
  return (
    <Stack component="fieldset" aria-label={label} spacing={1} sx={{ border: 0, m: 0, p: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <ChoiceToggle
          size="small"
          value={value.kind}
          disabled={disabled}
          aria-label="Tipo"
          onChange={(kind) => onChange({ ...value, kind })}
          choices={canDiscount ? kindChoices : kindChoices.slice(1)}
        />
        <ChoiceToggle
          size="small"
          value={value.mode}
          disabled={disabled}
          aria-label="Porcentaje o monto"
          onChange={(mode) => onChange({ ...value, mode })}
          choices={modeChoices}
        />
        <IconButton aria-label={`Quitar ${label.toLowerCase()}`} onClick={onRemove} disabled={disabled}>
          <Close />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          label={value.mode === "percent" ? "Porcentaje" : "Monto"}
          value={value.value}
          onChange={(event) => onChange({ ...value, value: event.target.value })}
          disabled={disabled}
          error={errors.value !== undefined && value.value !== ""}
          helperText={value.value !== "" ? errors.value : undefined}
          inputProps={{ inputMode: "decimal", maxLength: 16 }}
          autoComplete="off"
          sx={{ width: 120, flexShrink: 0 }}
        />
        <TextField
          label="Motivo"
          required
          value={value.reason}
          onChange={(event) => onChange({ ...value, reason: event.target.value })}
          disabled={disabled}
          error={errors.reason !== undefined && value.value !== ""}
          helperText={value.value !== "" ? errors.reason : undefined}
          inputProps={{ maxLength: MAX_ADJUSTMENT_REASON }}
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
        {quickReasons[value.kind].map((reason) => (
          <Chip
            key={reason}
            label={reason}
            size="small"
            variant={value.reason === reason ? "filled" : "outlined"}
            onClick={() => onChange({ ...value, reason })}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Stack>
  );
}
