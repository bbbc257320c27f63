import { formatDateTime, type Promotion, promotionTypeLabels } from "@comanda/domain";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { Pesos } from "@/components/pesos";
import { PreloadArea } from "@/lib/lazy-part";
import { promotionDialogPreload } from "./promotion-dialog";
import { PromotionStatus } from "./promotion-status";

export type PromotionHandlers = {
  onEdit: (promotion: Promotion) => void;
  onDelete: (promotion: Promotion) => void;
  onToggle: (promotion: Promotion) => void;
};

/** docs/product.md#constants shows 'No date' for a missing date; an open-ended combo reads better in words. */
export const noEndDateText = "Sin fecha final";

/** docs/product.md#promotions: Nombre, Tipo, Valor (ARS), Fecha inicio, Fecha final, Estado, Acciones. */
export const promotionColumns = (
  { onEdit, onDelete, onToggle }: PromotionHandlers,
  now: number,
): Column<Promotion>[] => [
  { header: "Nombre", cell: (promotion) => promotion.name },
  { header: "Tipo", cell: (promotion) => promotionTypeLabels[promotion.type] },
  { header: "Valor", cell: (promotion) => <Pesos value={promotion.value} /> },
  { header: "Fecha inicio", cell: (promotion) => formatDateTime(promotion.startDate) },
  {
    header: "Fecha final",
    cell: (promotion) => (promotion.endDate === null ? noEndDateText : formatDateTime(promotion.endDate)),
  },
  { header: "Estado", cell: (promotion) => <PromotionStatus promotion={promotion} now={now} /> },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (promotion) => (
      <PreloadArea {...promotionDialogPreload}>
        <RowActions
          name={promotion.name}
          enabled={promotion.isActive}
          onEdit={() => onEdit(promotion)}
          onDelete={() => onDelete(promotion)}
          onToggle={() => onToggle(promotion)}
        />
      </PreloadArea>
    ),
  },
];
