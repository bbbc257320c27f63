import Search from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import { type ChangeEvent, useEffect, useRef } from "react";
import { TextField } from "../text-field";

export const searchDelayMs = 300;
// The list query's `q` limit (packages/domain lists.ts).
const maxSearchLength = 80;

export type SearchFieldProps = {
  onSearch: (q: string) => void;
  label?: string;
};

/** A name filter that asks the server only once the user stops typing for a moment. */
export function SearchField({ onSearch, label = "Buscar" }: SearchFieldProps) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const q = event.target.value.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(q), searchDelayMs);
  };

  return (
    <TextField
      label={label}
      type="search"
      size="small"
      onChange={handleChange}
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" />
        </InputAdornment>
      }
      slotProps={{ input: { maxLength: maxSearchLength } }}
    />
  );
}
