import Autocomplete from "@mui/material/Autocomplete";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import type { DebouncedSearch } from "@/lib/use-debounced-search";
import { TextField } from "./text-field";

type Named = { id: string; name: string };

export type SearchAutocompleteProps<T extends Named> = {
  label: string;
  /** From `useDebouncedSearch`; its `q` and `open` drive the options query, `reset` empties the box. */
  search: DebouncedSearch;
  /** What the server answered for `search.q`, already filtered. */
  options: readonly T[];
  loading: boolean;
  value: T | null;
  onChange: (option: T | null) => void;
  /** What an empty list says, for the search text it answered (empty when nothing was typed). */
  noOptionsText: (q: string) => string;
  renderOption?: (option: T) => ReactNode;
  getOptionDisabled?: (option: T) => boolean;
  disabled?: boolean;
  size?: "small" | "medium";
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * A record picked by name while the server searches as the user types: the order dialog's and the combo's
 * product pickers, the recipe's ingredient picker. Only typing searches; a chosen option's name in the box does
 * not (the recipe picker reopened listing only the ingredient just added).
 */
export function SearchAutocomplete<T extends Named>({
  label,
  search,
  options,
  loading,
  value,
  onChange,
  noOptionsText,
  renderOption,
  getOptionDisabled,
  disabled = false,
  size,
  error,
  helperText,
  sx,
}: SearchAutocompleteProps<T>) {
  return (
    <Autocomplete
      fullWidth
      size={size}
      sx={sx}
      open={search.open}
      onOpen={() => search.setOpen(true)}
      onClose={() => search.setOpen(false)}
      disabled={disabled}
      options={options}
      loading={loading}
      value={value}
      inputValue={search.text}
      onChange={(_, option) => onChange(option)}
      onInputChange={(_, next, reason) =>
        reason === "input" || reason === "clear" ? search.type(next) : search.show(next)
      }
      // The server already filtered by what was typed.
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={getOptionDisabled}
      renderOption={
        renderOption &&
        (({ key, ...props }, option) => (
          <li key={key} {...props}>
            {renderOption(option)}
          </li>
        ))
      }
      noOptionsText={noOptionsText(search.q)}
      loadingText="Buscando…"
      renderInput={({ slotProps, id, size: inputSize, fullWidth, disabled: off }) => (
        <TextField
          label={label}
          id={id}
          size={inputSize}
          fullWidth={fullWidth}
          disabled={off}
          error={error}
          helperText={helperText}
          {...slotProps.input}
          slotProps={{ input: slotProps.htmlInput }}
        />
      )}
    />
  );
}
