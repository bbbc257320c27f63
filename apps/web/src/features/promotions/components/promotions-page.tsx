import type { Promotion } from "@comanda/domain";
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
import { useDeletePromotion } from "../api/delete-promotion";
import { usePromotionList } from "../api/list-promotions";
import { useSetPromotionStatus } from "../api/set-promotion-status";
import { promotionColumns } from "./promotion-columns";
import { PromotionDialog, promotionDialogPreload } from "./promotion-dialog";

const actionTexts = {
  deleted: "Promoción eliminada.",
  enabled: "Promoción activada.",
  disabled: "Promoción desactivada.",
};

/** The confirm dialog's record: a promotion's isActive read as the enabled/disabled every record has. */
type PromotionRecord = { id: string; status: "enabled" | "disabled" };
const recordOf = (promotion: Promotion): PromotionRecord => ({
  id: promotion.id,
  status: promotion.isActive ? "enabled" : "disabled",
});

/** SPEC §2 Promociones, live across devices (DESIGN §1). */
export function PromotionsPage() {
  const list = usePromotionList();
  const remove = useDeletePromotion();
  const setStatus = useSetPromotionStatus();
  // The dialog keeps what it was opened for while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; promotion: Promotion | null }>({
    open: false,
    promotion: null,
  });
  const [action, setAction] = useState<RecordAction<PromotionRecord> | null>(null);

  // Programada / Vencida are read against the time the page last drew its rows.
  const columns = promotionColumns(
    {
      onEdit: (promotion) => setDialog({ open: true, promotion }),
      onDelete: (promotion) => setAction({ kind: "delete", record: recordOf(promotion) }),
      onToggle: (promotion) => setAction({ kind: "toggle", record: recordOf(promotion) }),
    },
    Date.now(),
  );

  return (
    <>
      <PageTitle>Promociones</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
            >
              <SearchField onSearch={list.search} label="Buscar por nombre" />
              <Button
                variant="contained"
                startIcon={<Add />}
                {...promotionDialogPreload}
                onClick={() => setDialog({ open: true, promotion: null })}
              >
                Nueva promoción
              </Button>
            </Stack>
            <PagedTable
              label="Promociones"
              columns={columns}
              list={list}
              emptyMessage="No hay promociones cargadas."
            />
          </Stack>
        </CardContent>
      </Card>
      <PromotionDialog
        open={dialog.open}
        promotion={dialog.promotion}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <RecordActionConfirm
        action={action}
        noun={recordNouns.promotion}
        texts={actionTexts}
        remove={remove}
        setStatus={setStatus}
        onClose={() => setAction(null)}
      />
    </>
  );
}
