import type { Dashboard } from "@comanda/domain/dashboard";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { count, stockText } from "../lib/home-format";
import { HomeSection } from "./home-section";

// The verb agrees with the amount: "Queda 1 unidad", "Quedan 3 unidades".
const remain = (quantity: number) => (Math.abs(quantity) === 1 ? "Queda" : "Quedan");

type Item = { id: string; name: string; detail: string };

type StockListProps = { label: string; items: Item[]; to: string; linkText: string; empty: string };

function StockList({ label, items, to, linkText, empty }: StockListProps) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense aria-label={label} disablePadding>
          {items.map((item) => (
            <li key={item.id}>
              <ListItemButton component={RouterLink} to={to} title={linkText}>
                <ListItemText primary={item.name} secondary={item.detail} />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

type LowStockSectionProps = { dashboard: Dashboard };

/** docs/product.md#home: ingredients at or below their minimum and tracked products about to run out. */
export function LowStockSection({ dashboard }: LowStockSectionProps) {
  const ingredients = dashboard.lowStockIngredients.map((ingredient) => ({
    id: ingredient.id,
    name: ingredient.name,
    detail: `${remain(ingredient.quantity)} ${stockText(ingredient.quantity, ingredient.unit)} (mínimo ${stockText(ingredient.minQuantity, ingredient.unit)})`,
  }));
  const products = dashboard.lowStockProducts.map((product) => ({
    id: product.id,
    name: product.name,
    detail: `${remain(product.quantity)} ${count(product.quantity)} ${Math.abs(product.quantity) === 1 ? "unidad" : "unidades"}`,
  }));
  return (
    <HomeSection title="Stock bajo">
      <Stack spacing={2}>
        <StockList
          label="Ingredientes"
          items={ingredients}
          to="/ingredients"
          linkText="Ver en ingredientes"
          empty="Ningún ingrediente está por debajo de su mínimo."
        />
        <StockList
          label="Productos"
          items={products}
          to="/stock"
          linkText="Ver en stock"
          empty="Ningún producto está por agotarse."
        />
      </Stack>
    </HomeSection>
  );
}
