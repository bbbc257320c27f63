import type { Promotion } from "@comanda/domain";
import { recordNouns } from "@/components/confirm-texts";
import { DialogRecordScreen } from "@/components/dialog-record-screen";
import type { ListedRecord } from "@/components/paged-list/record-action-confirm";
import { useDeletePromotion } from "./api/delete-promotion";
import { usePromotionList } from "./api/list-promotions";
import { useSetPromotionStatus } from "./api/set-promotion-status";
import { promotionColumns } from "./components/promotion-columns";
import { PromotionDialog, promotionDialogPreload } from "./components/promotion-dialog";

const actionTexts = {
  deleted: "Promoción eliminada.",
  enabled: "Promoción activada.",
  disabled: "Promoción desactivada.",
};

/** The confirm dialog's record: a promotion's isActive read as the enabled/disabled every record has. */
const recordOf = (promotion: Promotion): ListedRecord => ({
  id: promotion.id,
  status: promotion.isActive ? "enabled" : "disabled",
});

/** docs/product.md#promotions, live across devices (docs/product.md#architecture). */
export function PromotionsPage() {
  const list = usePromotionList();
  const remove = useDeletePromotion();
  const setStatus = useSetPromotionStatus();

  return (
    <DialogRecordScreen
      title="Promociones"
      newLabel="Nueva promoción"
      newPreload={promotionDialogPreload}
      searchLabel="Buscar por nombre"
      list={list}
      // Programada / Vencida are read against the time the page last drew its rows.
      columns={(handlers) => promotionColumns(handlers, Date.now())}
      emptyMessage="No hay promociones cargadas."
      noun={recordNouns.promotion}
      texts={actionTexts}
      recordOf={recordOf}
      remove={remove}
      setStatus={setStatus}
      renderDialog={({ open, item, onClose }) => (
        <PromotionDialog open={open} promotion={item} onClose={onClose} />
      )}
    />
  );
}
