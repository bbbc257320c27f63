import type { PaymentMethod } from "@comanda/domain";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

type MethodSelectProps = {
  label: string;
  methods: PaymentMethod[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
};

export function MethodSelect({ label, methods, value, onChange, disabled }: MethodSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={methods.some((method) => method.id === value) ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 150, flex: 1 }}
    >
      {methods.map((method) => (
        <MenuItem key={method.id} value={method.id}>
          {method.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
