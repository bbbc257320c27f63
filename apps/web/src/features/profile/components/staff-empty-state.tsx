import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

type StaffEmptyStateProps = { onAdd: () => void };

export function StaffEmptyState({ onAdd }: StaffEmptyStateProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: "center", py: 4 }}>
      <Typography color="text.secondary">No hay usuarios agregados</Typography>
      <Button variant="outlined" onClick={onAdd}>
        Agregar
      </Button>
    </Stack>
  );
}
