import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useNotify } from "@/lib/use-notify";
import { useSetOptionAvailability } from "../api/set-option-availability";

type SoldOutSwitchProps = {
  groupId: string;
  optionId: string;
  soldOut: boolean;
  onChange: (soldOut: boolean) => void;
};

/**
 * Decision 080: 'Agotado' for the rest of the Buenos Aires day, saved at once on its own endpoint (not with
 * Guardar): it is the service's word, and the option comes back by itself the next morning.
 */
export function SoldOutSwitch({ groupId, optionId, soldOut, onChange }: SoldOutSwitchProps) {
  const availability = useSetOptionAvailability();
  const notify = useNotify();

  const handleChange = (next: boolean) =>
    availability.mutate(
      { groupId, optionId, soldOut: next },
      {
        onSuccess: () => {
          onChange(next);
          notify.success(next ? "Opción agotada por hoy." : "Opción disponible otra vez.");
        },
      },
    );

  return (
    <Stack>
      <FormControlLabel
        label="Agotado hoy"
        control={
          <Switch
            checked={soldOut}
            disabled={availability.isPending}
            onChange={(_, next) => handleChange(next)}
          />
        }
      />
      {/* Under the switch the user just touched, not in a corner of the screen. */}
      {availability.error && <FormHelperText error>{availability.error.message}</FormHelperText>}
    </Stack>
  );
}
