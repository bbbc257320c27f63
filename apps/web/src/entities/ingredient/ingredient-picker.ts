import type { IngredientOption } from "@comanda/domain";
import type { SearchAutocompleteProps } from "@/components/search-autocomplete";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { useIngredientOptions } from "./ingredient-options";

/** What the recipe row's and the modifier option's ingredient pickers share; each adds its value and errors. */
export type IngredientPickerProps = Pick<
  SearchAutocompleteProps<IngredientOption>,
  "label" | "size" | "sx" | "search" | "options" | "loading" | "noOptionsText"
>;

/**
 * The search box of an ingredient picker, searching the enabled ingredients by name, to spread on a
 * `SearchAutocomplete`. Its `search` is there too, for a picker that empties the box after a pick.
 */
export function useIngredientPicker(): IngredientPickerProps {
  const search = useDebouncedSearch();
  // Asked for only once the list opens: most edits never touch an ingredient.
  const options = useIngredientOptions(search.q, search.open);
  return {
    label: "Ingrediente",
    size: "small",
    sx: { flex: 2, minWidth: 0 },
    search,
    options: options.data ?? [],
    loading: options.isFetching,
    noOptionsText: () => "No hay ingredientes habilitados con ese nombre.",
  };
}
