import type { Ingredient } from "@comanda/domain";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { useIsMutating } from "@tanstack/react-query";
import { useId } from "react";
import { createIngredientMutationKey } from "../api/create-ingredient";
import { updateIngredientMutationKey } from "../api/update-ingredient";
import { IngredientForm } from "./ingredient-form";

type IngredientDialogProps = {
  open: boolean;
  /** docs/product.md#dialogs: edit mode when an ingredient is passed in, create mode otherwise. */
  ingredient: Ingredient | null;
  onClose: () => void;
};

/** The form unmounts when the dialog closes, so it reopens with the values of what it opens for. */
export function IngredientDialog({ open, ingredient, onClose }: IngredientDialogProps) {
  const titleId = useId();
  // While saving, neither Escape nor a click outside closes the dialog.
  const saving =
    useIsMutating({ mutationKey: createIngredientMutationKey }) +
      useIsMutating({ mutationKey: updateIngredientMutationKey }) >
    0;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{ingredient ? "Editar ingrediente" : "Nuevo ingrediente"}</DialogTitle>
      <IngredientForm
        key={ingredient?.id ?? "new"}
        ingredient={ingredient}
        titleId={titleId}
        onClose={onClose}
      />
    </Dialog>
  );
}
