import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useCategoryOptions } from "../api/category-options";

export type CategoryFilterProps = {
  value: string | null;
  onChange: (categoryId: string | null) => void;
};

const all = "all";

/** Narrows the list to one enabled category; 'Todas' shows every product. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const categories = useCategoryOptions();
  return (
    <TextField
      select
      size="small"
      label="Categoría"
      value={value ?? all}
      onChange={(event) => onChange(event.target.value === all ? null : event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={all}>Todas</MenuItem>
      {(categories.data ?? []).map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
