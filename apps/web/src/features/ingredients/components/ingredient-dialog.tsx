import type { Ingredient } from "@comanda/domain";
import { FormDialog, type RecordDialogProps } from "@/components/form-dialog";
import { createIngredientMutationKey } from "../api/create-ingredient";
import { updateIngredientMutationKey } from "../api/update-ingredient";
import { IngredientForm } from "./ingredient-form";

type IngredientDialogProps = RecordDialogProps<"ingredient", Ingredient>;

const titles = { create: "Nuevo ingrediente", edit: "Editar ingrediente" };
const saveKeys = { create: createIngredientMutationKey, update: updateIngredientMutationKey };

export function IngredientDialog({ open, ingredient, onClose }: IngredientDialogProps) {
  return (
    <FormDialog
      open={open}
      record={ingredient}
      titles={titles}
      maxWidth="sm"
      saveKeys={saveKeys}
      onClose={onClose}
    >
      {(titleId) => <IngredientForm ingredient={ingredient} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}
