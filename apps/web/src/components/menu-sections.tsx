import type { MenuCombo, MenuSection } from "@comanda/domain/menu";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Pesos } from "./pesos";

/** The heading of the combos' section. */
export const combosHeading = "Promociones";

type MenuSectionsProps = { sections: readonly MenuSection[]; combos?: readonly MenuCombo[] };

/** "2 × Empanada · 1 × Gaseosa" */
export const comboItemsText = (combo: MenuCombo): string =>
  combo.items.map((item) => `${item.quantity} × ${item.name}`).join(" · ");

type PriceRowProps = { name: string; price: number; detail?: string; divider: boolean };

function PriceRow({ name, price, detail, divider }: PriceRowProps) {
  return (
    // A divider under every row but the last: a border, so the list holds list items only.
    <ListItem divider={divider} disableGutters sx={{ gap: 2, alignItems: "baseline", breakInside: "avoid" }}>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: "anywhere" }}>{name}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {detail}
          </Typography>
        )}
      </Stack>
      {/* An amount never wraps. */}
      <Typography
        sx={{ flexShrink: 0, whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", fontWeight: 500 }}
      >
        <Pesos value={price} />
      </Typography>
    </ListItem>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`menu-section-${id}`}>
      <Typography id={`menu-section-${id}`} variant="h6" component="h2" sx={{ breakAfter: "avoid" }}>
        {title}
      </Typography>
      <List dense disablePadding aria-label={title}>
        {children}
      </List>
    </section>
  );
}

/**
 * docs/product.md#menu and #price-list: the combos on sale first, each with its products, then the products under
 * their category's heading; name and price, a divider between rows.
 */
export function MenuSections({ sections, combos = [] }: MenuSectionsProps) {
  return (
    <Stack spacing={3}>
      {combos.length > 0 && (
        <Section id="combos" title={combosHeading}>
          {combos.map((combo, index) => (
            <PriceRow
              key={combo.id}
              name={combo.name}
              price={combo.price}
              detail={comboItemsText(combo)}
              divider={index < combos.length - 1}
            />
          ))}
        </Section>
      )}
      {sections.map((section) => (
        <Section key={section.categoryId} id={section.categoryId} title={section.categoryName}>
          {section.products.map((product, index) => (
            <PriceRow
              key={product.id}
              name={product.name}
              price={product.price}
              // Decision 086: the kitchen ran out of it today.
              detail={product.soldOut ? "Agotado hoy" : undefined}
              divider={index < section.products.length - 1}
            />
          ))}
        </Section>
      ))}
    </Stack>
  );
}
