import { limits, nameKey, nameText } from "@comanda/domain";
import { MAX_SEATS, tableShapeLabels } from "@comanda/domain/dining-room";
import { tableShapes } from "@comanda/domain/dining-room-plan";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { DialogForm } from "@/components/dialog-form";
import { FormTextField } from "@/components/form-text-field";
import type { DraftTable, TableValues } from "../draft";

const seatsMessage = `Ingresá de 1 a ${MAX_SEATS} lugares.`;

/** What is typed; the plan's own schema (domain `planInput`) has the last word when it is saved. */
const tableForm = (takenNames: ReadonlySet<string>) =>
  z.object({
    name: nameText(limits.tableName, "Ingresá el nombre de la mesa.").refine(
      (name) => !takenNames.has(nameKey(name)),
      "Ya hay otra mesa con ese nombre en este salón.",
    ),
    seats: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, seatsMessage)
      .transform(Number)
      .refine((seats) => seats >= 1, seatsMessage),
    shape: z.enum(tableShapes),
  });
type TableForm = ReturnType<typeof tableForm>;

type TableDialogProps = {
  /** Edit mode for a table, create mode (with a suggested name) otherwise. */
  table: DraftTable | null;
  suggestedName: string;
  /** The other tables' names in this room, as `nameKey` makes them. */
  takenNames: ReadonlySet<string>;
  onSubmit: (values: TableValues) => void;
  onDelete: (table: DraftTable) => void;
  onClose: () => void;
};

/** A table's name, seats and shape. It changes the plan on screen; 'Guardar' on the plan saves it. */
export function TableDialog({
  table,
  suggestedName,
  takenNames,
  onSubmit,
  onDelete,
  onClose,
}: TableDialogProps) {
  const titleId = useId();
  const form = useForm<z.input<TableForm>, unknown, z.output<TableForm>>({
    resolver: zodResolver(tableForm(takenNames)),
    defaultValues: {
      name: table?.name ?? suggestedName,
      seats: String(table?.seats ?? 4),
      shape: table?.shape ?? "square",
    },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{table ? `Editar ${table.name}` : "Nueva mesa"}</DialogTitle>
      <DialogForm
        error={null}
        pending={false}
        submitLabel={table ? "Aceptar" : "Agregar"}
        onCancel={onClose}
        onSubmit={form.handleSubmit(onSubmit)}
      >
        <FormTextField
          form={form}
          name="name"
          label="Nombre de la mesa"
          maxLength={limits.tableName}
          autoFocus
        />
        <FormTextField
          form={form}
          name="seats"
          label="Lugares"
          hint="Cuántas personas se sientan."
          htmlInput={{ inputMode: "numeric", maxLength: 2 }}
        />
        <Controller
          control={form.control}
          name="shape"
          render={({ field: { ref, ...field } }) => (
            <TextField {...field} inputRef={ref} select fullWidth label="Forma">
              {tableShapes.map((shape) => (
                <MenuItem key={shape} value={shape}>
                  {tableShapeLabels[shape]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {table && (
          <Button color="error" onClick={() => onDelete(table)} sx={{ alignSelf: "flex-start" }}>
            Eliminar mesa
          </Button>
        )}
      </DialogForm>
    </Dialog>
  );
}
