import type { MenuSection } from "@comanda/domain";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Pesos } from "./pesos";

type MenuSectionsProps = { sections: readonly MenuSection[] };

/** SPEC §2 Menu and Price list: products under their category's heading, name and price, a divider between rows. */
export function MenuSections({ sections }: MenuSectionsProps) {
  return (
    <Stack spacing={3}>
      {sections.map((section) => (
        <section key={section.categoryId} aria-labelledby={`menu-section-${section.categoryId}`}>
          <Typography
            id={`menu-section-${section.categoryId}`}
            variant="h6"
            component="h2"
            sx={{ breakAfter: "avoid" }}
          >
            {section.categoryName}
          </Typography>
          <List dense disablePadding aria-label={section.categoryName}>
            {section.products.map((product, index) => (
              // A divider under every row but the last: a border, so the list holds list items only.
              <ListItem
                key={product.id}
                divider={index < section.products.length - 1}
                disableGutters
                sx={{ gap: 2, alignItems: "baseline", breakInside: "avoid" }}
              >
                <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                  {product.name}
                </Typography>
                <Typography sx={{ flexShrink: 0, fontVariantNumeric: "tabular-nums", fontWeight: 500 }}>
                  <Pesos value={product.price} />
                </Typography>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
