import { choiceRuleText, MAX_PRODUCT_MODIFIER_GROUPS } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Close from "@mui/icons-material/Close";
import Autocomplete from "@mui/material/Autocomplete";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { TextField } from "@/components/text-field";
import { useModifierGroupOptions } from "@/entities/modifier-group/modifier-group-options";
import { modifierGroupsHint } from "./modifier-groups-hint";

export type ModifierGroupsFieldProps = {
  /** The chosen groups' ids, in the order the order screen asks them. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
};

const moved = (ids: readonly string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

/**
 * Decision 080: the groups a product asks ('Punto de cocción', 'Guarnición'), chosen in the box and listed
 * below in the order the order screen asks them, to move or take out. A chunk of its own, like the recipe's
 * picker: MUI's Autocomplete stays out of the dialog's first load (scripts/routes.ts).
 */
export function ModifierGroupsField({ value, onChange, error, disabled = false }: ModifierGroupsFieldProps) {
  const groups = useModifierGroupOptions();
  const byId = new Map((groups.data ?? []).map((group) => [group.id, group]));
  // A chosen group not in the answer yet (still loading) keeps its place until it arrives.
  const chosen = value.flatMap((id) => {
    const group = byId.get(id);
    return group ? [group] : [];
  });
  const full = value.length >= MAX_PRODUCT_MODIFIER_GROUPS;

  return (
    <Stack spacing={1}>
      <Autocomplete<ModifierGroup, true>
        multiple
        fullWidth
        size="small"
        disabled={disabled}
        options={groups.data ?? []}
        loading={groups.isPending}
        value={chosen}
        // Added at the end: the order chosen is the order asked.
        onChange={(_, next) => onChange(next.map((group) => group.id))}
        isOptionEqualToValue={(option, picked) => option.id === picked.id}
        getOptionLabel={(group) => group.name}
        getOptionDisabled={(group) => full && !value.includes(group.id)}
        // The list below shows the chosen groups, with their order.
        renderValue={() => null}
        disableCloseOnSelect
        noOptionsText="Todavía no hay grupos de opciones. Se crean en 'Opciones'."
        loadingText="Cargando…"
        renderOption={({ key, ...props }, group) => (
          <li key={key} {...props}>
            <ListItemText primary={group.name} secondary={choiceRuleText(group)} />
          </li>
        )}
        renderInput={({ slotProps, id, size, fullWidth, disabled: off }) => (
          <TextField
            label="Grupos de opciones"
            id={id}
            size={size}
            fullWidth={fullWidth}
            disabled={off}
            error={error !== undefined || groups.isError}
            helperText={
              error ??
              (groups.isError
                ? `No pudimos cargar los grupos de opciones. ${groups.error.message}`
                : modifierGroupsHint)
            }
            {...slotProps.input}
            slotProps={{ input: slotProps.htmlInput }}
          />
        )}
      />
      {chosen.length > 0 && (
        <List dense disablePadding aria-label="Grupos de opciones del producto">
          {chosen.map((group) => {
            const index = value.indexOf(group.id);
            return (
              <ListItem
                key={group.id}
                disableGutters
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={`Subir ${group.name}`}
                      disabled={disabled || index === 0}
                      onClick={() => onChange(moved(value, index, index - 1))}
                    >
                      <ArrowUpward />
                    </IconButton>
                    <IconButton
                      aria-label={`Bajar ${group.name}`}
                      disabled={disabled || index === value.length - 1}
                      onClick={() => onChange(moved(value, index, index + 1))}
                    >
                      <ArrowDownward />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={`Quitar ${group.name}`}
                      disabled={disabled}
                      onClick={() => onChange(value.filter((id) => id !== group.id))}
                    >
                      <Close />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText primary={`${index + 1}. ${group.name}`} secondary={choiceRuleText(group)} />
              </ListItem>
            );
          })}
        </List>
      )}
      {full && (
        <FormHelperText>{`Un producto puede tener hasta ${MAX_PRODUCT_MODIFIER_GROUPS} grupos.`}</FormHelperText>
      )}
    </Stack>
  );
}
