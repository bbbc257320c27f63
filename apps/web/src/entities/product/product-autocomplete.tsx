import type { ProductOption } from "@comanda/domain";
import { SearchAutocomplete, type SearchAutocompleteProps } from "@/components/search-autocomplete";
import { useProductOptions } from "@/lib/product-options";

export type ProductAutocompleteProps = Omit<
  SearchAutocompleteProps<ProductOption>,
  "label" | "size" | "options" | "loading"
>;

/** A product picked by name while the server searches its options: the combo's and the stations' pickers. */
export function ProductAutocomplete(props: ProductAutocompleteProps) {
  const options = useProductOptions(props.search.q, props.search.open);
  return (
    <SearchAutocomplete
      label="Producto"
      size="small"
      options={options.data?.items ?? []}
      loading={options.isFetching}
      {...props}
    />
  );
}
