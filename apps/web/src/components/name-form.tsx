import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { FormTextField } from "./form-text-field";

export type NameValues = { name: string };

export type NameFormTexts = {
  /** The field's label, e.g. 'Nombre de la categoría'. */
  field: string;
  add: string;
  edit: string;
  /** Success snackbars. */
  created: string;
  updated: string;
};

export type NameFormProps = {
  schema: z.ZodType<NameValues, NameValues>;
  maxLength: number;
  texts: NameFormTexts;
  /** The record being renamed; mount the form with `key` set to its id so the field starts with its name. */
  editing: { id: string; name: string } | null;
  save: (values: NameValues) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
};

const names = ["name"] as const;

/** docs/product.md#categories and #payment-methods: one name field whose button adds, or renames the row being edited. */
export function NameForm({ schema, maxLength, texts, editing, save, saving, onDone }: NameFormProps) {
  const notify = useNotify();
  const form = useForm<NameValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: editing?.name ?? "" },
  });
  const name = useWatch({ control: form.control, name: "name" });

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await save(values);
      notify.success(editing ? texts.updated : texts.created);
      form.reset({ name: "" });
      onDone();
    } catch (error) {
      if (error instanceof Error && !showServerFieldErrors(form, error, names)) notify.failure(error);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSave}
      aria-label={editing ? texts.edit : texts.add}
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "flex-start" } }}
    >
      <FormTextField
        form={form}
        name="name"
        label={texts.field}
        autoComplete="off"
        size="small"
        required
        autoFocus={editing !== null}
        maxLength={maxLength}
        sx={{ maxWidth: { sm: 420 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={saving || name.trim() === ""}
        startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
      >
        {editing ? texts.edit : texts.add}
      </Button>
      {editing && (
        <Button onClick={onDone} disabled={saving}>
          Cancelar
        </Button>
      )}
    </Stack>
  );
}
