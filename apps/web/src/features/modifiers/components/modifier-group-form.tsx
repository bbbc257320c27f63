import { choiceRuleText, limits } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import type { ModifierGroupInput } from "@comanda/domain/modifiers";
import { zodResolver } from "@hookform/resolvers/zod";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormNameField, FormTextField } from "@/components/form-text-field";
import { isApiError } from "@/lib/api-error";
import { useNotify } from "@/lib/use-notify";
import { useCreateModifierGroup } from "../api/create-modifier-group";
import { useUpdateModifierGroup } from "../api/update-modifier-group";
import {
  canSave,
  emptyGroupFields,
  fieldsOf,
  formPathOf,
  type GroupFields,
  groupForm,
} from "../lib/modifier-group-form-values";
import { OptionRows } from "./option-rows";

const countInput = { inputMode: "numeric", autoComplete: "off", maxLength: 2 } as const;

type ModifierGroupFormProps = { group: ModifierGroup | null; titleId: string; onClose: () => void };

/** The rule as the order screen will read it, while the counts typed are whole numbers. */
const ruleText = (min = "", max = "") =>
  /^\d+$/.test(min.trim()) && /^\d+$/.test(max.trim()) && Number(min) <= Number(max) && Number(max) > 0
    ? choiceRuleText({ minChoices: Number(min), maxChoices: Number(max) })
    : null;

/** Decision 080's group dialog: name, how many to choose, and the options in order; create, or edit a group. */
export function ModifierGroupForm({ group, titleId, onClose }: ModifierGroupFormProps) {
  const create = useCreateModifierGroup();
  const update = useUpdateModifierGroup();
  const mutation = group ? update : create;
  const notify = useNotify();
  const form = useForm<GroupFields, unknown, ModifierGroupInput>({
    resolver: zodResolver(groupForm),
    defaultValues: group ? fieldsOf(group) : emptyGroupFields(),
  });
  const options = useFieldArray({ control: form.control, name: "options", keyName: "key" });
  const fields = useWatch({ control: form.control });

  /** Puts each server field error under its field; what has none shows above the fields. */
  const showServerErrors = (error: Error): boolean => {
    const entries = Object.entries((isApiError(error) && error.fields) || {}).flatMap(([key, message]) => {
      const path = formPathOf(key);
      return path ? [[path, message] as const] : [];
    });
    entries.forEach(([path, message], index) => {
      const name = (path === "options" ? "options.root" : path) as FieldPath<GroupFields>;
      form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
    });
    return entries.length > 0;
  };

  const handleSave = form.handleSubmit((input) => {
    const callbacks = {
      onSuccess: () => {
        notify.success(group ? "Grupo de opciones actualizado." : "Grupo de opciones creado.");
        onClose();
      },
      onError: (error: Error) => void showServerErrors(error),
    };
    if (group) update.mutate({ id: group.id, ...input }, callbacks);
    else create.mutate(input, callbacks);
  });

  const fieldErrors = mutation.error && isApiError(mutation.error) ? mutation.error.fields : undefined;
  const placedAll =
    fieldErrors !== undefined && Object.keys(fieldErrors).every((key) => formPathOf(key) !== null);
  const rule = ruleText(fields.min_choices, fields.max_choices);

  return (
    <DialogForm
      onSubmit={handleSave}
      aria-labelledby={titleId}
      error={mutation.error && !placedAll ? mutation.error.message : null}
      pending={mutation.isPending}
      submitLabel="Guardar"
      canSubmit={canSave(fields)}
      onCancel={onClose}
    >
      <FormNameField form={form} autoFocus autoComplete="off" maxLength={limits.modifierGroupName} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          form={form}
          name="min_choices"
          label="Mínimo"
          hint="0: opcional. Mínimo 1: hay que elegir"
          htmlInput={countInput}
        />
        <FormTextField
          form={form}
          name="max_choices"
          label="Máximo"
          hint="Cuántas opciones se pueden elegir"
          htmlInput={countInput}
        />
      </Stack>
      {rule && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Se pide así: {rule}
        </Typography>
      )}
      <OptionRows form={form} array={options} groupId={group?.id ?? null} disabled={mutation.isPending} />
    </DialogForm>
  );
}
