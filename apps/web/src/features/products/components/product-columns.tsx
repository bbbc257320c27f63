import { type Product, pesosToCentavos } from "@comanda/domain";
import History from "@mui/icons-material/History";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { Pesos } from "@/components/pesos";
import { masculineLabels, StatusChip } from "@/components/status-chip";
import { PreloadArea } from "@/lib/lazy-part";
import { recipeCostText } from "../lib/recipe-cost";
import { productDialogPreload } from "./product-dialog";
import { productMovementsPreload } from "./product-movements-dialog";
import { SoldOutChip } from "./sold-out-chip";

export type ProductHandlers = {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onToggle: (product: Product) => void;
  onMovements: (product: Product) => void;
};

const units = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });

const caption = (text: string) => (
  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
    {text}
  </Typography>
);

/** A public price, with the recipe's food cost and margin under it when any ingredient has a cost. */
const priceCell = (product: Product) => (
  <>
    <Pesos value={product.price} />
    {product.recipeCost !== null &&
      caption(
        recipeCostText({
          costCentavos: pesosToCentavos(product.recipeCost),
          complete: product.recipeCostComplete,
          priceCentavos: pesosToCentavos(product.price),
        }),
      )}
  </>
);

/**
 * docs/product.md#products: Nombre, Precio público, Cantidad, Precio unitario, Categoría, Estado, Acciones (with
 * their accents, as the product dialog on the same screen writes them).
 */
export const productColumns = ({
  onEdit,
  onDelete,
  onToggle,
  onMovements,
}: ProductHandlers): Column<Product>[] => [
  {
    header: "Nombre",
    cell: (product) => (
      <>
        {product.name}
        {product.code && caption(`Código: ${product.code}`)}
      </>
    ),
  },
  { header: "Precio público", cell: priceCell },
  // docs/product.md#rules: a product without a stock figure is not tracked.
  {
    header: "Cantidad",
    cell: (product) => (product.quantity === null ? "Sin control" : units.format(product.quantity)),
  },
  { header: "Precio unitario", cell: (product) => <Pesos value={product.unitPrice} /> },
  { header: "Categoría", cell: (product) => product.categoryName },
  {
    header: "Estado",
    cell: (product) => (
      <Stack sx={{ alignItems: "flex-start", gap: 0.5 }}>
        <StatusChip active={product.status === "enabled"} labels={masculineLabels} />
        <SoldOutChip product={product} />
      </Stack>
    ),
  },
  {
    header: "Acciones",
    align: "right",
    actions: true,
    cell: (product) => (
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "flex-end" }}>
        {/* Its stock history (decision 019). */}
        <Tooltip title={`Ver movimientos de ${product.name}`}>
          <IconButton
            aria-label={`Ver movimientos de ${product.name}`}
            {...productMovementsPreload}
            onClick={() => onMovements(product)}
          >
            <History />
          </IconButton>
        </Tooltip>
        <PreloadArea {...productDialogPreload}>
          <RowActions
            name={product.name}
            enabled={product.status === "enabled"}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
            onToggle={() => onToggle(product)}
          />
        </PreloadArea>
      </Stack>
    ),
  },
];
