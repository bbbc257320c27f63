import type { Ingredient } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { recordNouns } from "../../../components/confirm-texts";
import { PageTitle } from "../../../components/page-title";
import { PagedTable } from "../../../components/paged-list/paged-table";
import { type RecordAction, RecordActionConfirm } from "../../../components/paged-list/record-action-confirm";
import { SearchField } from "../../../components/paged-list/search-field";
import { useDeleteIngredient } from "../api/delete-ingredient";
import { useIngredientList } from "../api/list-ingredients";
import { useSetIngredientStatus } from "../api/set-ingredient-status";
import { ingredientColumns } from "./ingredient-columns";
import { IngredientDialog } from "./ingredient-dialog";
import { IngredientMovementsDialog } from "./ingredient-movements-dialog";

const actionTexts = {
  deleted: "Ingrediente eliminado.",
  enabled: "Ingrediente habilitado.",
  disabled: "Ingrediente deshabilitado.",
};

/** SPEC §2 Ingredientes, live across devices (DESIGN §1). */
export function IngredientsPage() {
  const list = useIngredientList();
  const remove = useDeleteIngredient();
  const setStatus = useSetIngredientStatus();
  // The dialog keeps what it was opened for while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; ingredient: Ingredient | null }>({
    open: false,
    ingredient: null,
  });
  const [action, setAction] = useState<RecordAction<Ingredient> | null>(null);
  const [movements, setMovements] = useState<{ open: boolean; ingredient: Ingredient | null }>({
    open: false,
    ingredient: null,
  });

  const columns = ingredientColumns({
    onEdit: (ingredient) => setDialog({ open: true, ingredient }),
    onDelete: (record) => setAction({ kind: "delete", record }),
    onToggle: (record) => setAction({ kind: "toggle", record }),
    onMovements: (ingredient) => setMovements({ open: true, ingredient }),
  });

  return (
    <>
      <PageTitle>Ingredientes</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
            >
              <SearchField onSearch={list.search} />
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => setDialog({ open: true, ingredient: null })}
              >
                Nuevo ingrediente
              </Button>
            </Stack>
            <PagedTable
              label="Ingredientes"
              columns={columns}
              list={list}
              emptyMessage="No hay ingredientes cargados."
            />
          </Stack>
        </CardContent>
      </Card>
      <IngredientDialog
        open={dialog.open}
        ingredient={dialog.ingredient}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <IngredientMovementsDialog
        open={movements.open}
        ingredient={movements.ingredient}
        onClose={() => setMovements((current) => ({ ...current, open: false }))}
      />
      <RecordActionConfirm
        action={action}
        noun={recordNouns.ingredient}
        texts={actionTexts}
        remove={remove}
        setStatus={setStatus}
        onClose={() => setAction(null)}
      />
    </>
  );
}
