import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

type QuantityStepperProps = {
  /** What the units are of, for the buttons' names: "Milanesa". */
  name: string;
  value: number;
  max: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** − n +, each a finger wide: how many of something. */
export function QuantityStepper({ name, value, max, onChange, disabled = false }: QuantityStepperProps) {
  return (
    <Stack direction="row" sx={{ alignItems: "center", flexShrink: 0 }}>
      <IconButton
        aria-label={`Quitar uno de ${name}`}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <Remove />
      </IconButton>
      <Typography
        aria-label={`Cantidad de ${name}`}
        sx={{ minWidth: 28, textAlign: "center", fontWeight: 700 }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={`Agregar uno de ${name}`}
        disabled={disabled || (max !== null && value >= max)}
        onClick={() => onChange(value + 1)}
        color="primary"
      >
        <Add />
      </IconButton>
    </Stack>
  );
}
