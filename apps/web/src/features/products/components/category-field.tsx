import type { CategoryOption, Product } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import type { Control } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { FormSelectField } from "@/components/form-select-field";
import type { ProductFields, ProductFormValues } from "../lib/product-form-values";

export type CategoryFieldProps = {
  control: Control<ProductFields, unknown, ProductFormValues>;
  /** The enabled categories, by name; undefined while they load. */
  categories: CategoryOption[] | undefined;
  product: Product | null;
};

export const noCategoriesText = "Todavía no hay categorías habilitadas.";

/**
 * The enabled categories to choose from. A product edited while its category is disabled keeps it on
 * the list, so saving does not move it by surprise.
 */
export function CategoryField({ control, categories, product }: CategoryFieldProps) {
  if (categories?.length === 0 && !product) {
    // Decision 017: a link to where categories are made, instead of a dead button.
    return (
      <Alert severity="info">
        {noCategoriesText}{" "}
        <Link component={RouterLink} to="/categories">
          Crear una categoría
        </Link>
      </Alert>
    );
  }
  const options = [...(categories ?? [])];
  if (product && !options.some((category) => category.id === product.categoryId)) {
    options.unshift({ id: product.categoryId, name: product.categoryName });
  }
  return (
    <FormSelectField
      control={control}
      name="category_id"
      label="Categoría"
      required
      options={options.map((category) => category.id)}
      optionLabels={Object.fromEntries(options.map((category) => [category.id, category.name]))}
    />
  );
}
