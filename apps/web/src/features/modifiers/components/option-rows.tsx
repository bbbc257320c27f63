import { MAX_MODIFIER_OPTIONS } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { UseFieldArrayReturn } from "react-hook-form";
import { emptyOption, type GroupFields, type GroupForm } from "../lib/modifier-group-form-values";
import { OptionRow } from "./option-row";

export type OptionRowsProps = {
  form: GroupForm;
  array: UseFieldArrayReturn<GroupFields, "options", "key">;
  /** The saved group's id, for 'Agotado hoy'; null while creating it. */
  groupId: string | null;
  disabled: boolean;
};

/** The group's options in the order the order screen lists them: add, move and remove. */
export function OptionRows({ form, array, groupId, disabled }: OptionRowsProps) {
  const errors = form.formState.errors.options;
  const error = errors?.root?.message ?? errors?.message;
  // An error sits at an option's index: once options move, it would sit under another one.
  const clearOptionErrors = () => form.clearErrors("options");

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Opciones
      </Typography>
      {array.fields.map((field, index) => (
        <OptionRow
          key={field.key}
          form={form}
          index={index}
          count={array.fields.length}
          groupId={groupId}
          disabled={disabled}
          onMove={(to) => {
            clearOptionErrors();
            array.move(index, to);
          }}
          onRemove={() => {
            clearOptionErrors();
            array.remove(index);
          }}
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button
        startIcon={<Add />}
        sx={{ alignSelf: "flex-start" }}
        disabled={disabled || array.fields.length >= MAX_MODIFIER_OPTIONS}
        onClick={() => {
          form.clearErrors("options");
          array.append(emptyOption());
        }}
      >
        Agregar opción
      </Button>
    </Stack>
  );
}
