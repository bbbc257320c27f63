import { COURSE_NAME_LENGTH, MAX_COURSES } from "@comanda/domain";
import type { BusinessSettingsInput } from "@comanda/domain/settings-input";
import Add from "@mui/icons-material/Add";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Close from "@mui/icons-material/Close";
import Button from "@mui/material/Button";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/form-text-field";
import type { BusinessSettingsValues } from "../api/business";

export const coursesHintText =
  "El orden en que se sirven. Cada producto tiene su tiempo; en una mesa podés esperar uno y marcharlo después.";

type CoursesFieldProps = {
  form: UseFormReturn<BusinessSettingsInput, unknown, BusinessSettingsValues>;
  readOnly: boolean;
};

/**
 * Decision 082: the business's courses ('tiempos') in the order a table eats them. A kept course keeps its id
 * (renamed or moved, its products and lines stay in it); a new one goes without, and the server names it.
 */
export function CoursesField({ form, readOnly }: CoursesFieldProps) {
  // "key": the rows' own `id` is the course's, which the save sends back.
  const courses = useFieldArray({ control: form.control, name: "courses", keyName: "key" });
  const names = useWatch({ control: form.control, name: "courses" }) ?? [];
  const errors = form.formState.errors.courses;
  // The list's own rules ('Cada tiempo puede estar una sola vez.'): the schema's under root, the server's on it.
  const listError = errors?.root?.message ?? errors?.message;
  const count = courses.fields.length;
  const full = count >= MAX_COURSES;

  return (
    <FormGroup role="group" aria-labelledby="courses-title" sx={{ gap: 1.5 }}>
      <FormLabel id="courses-title">Tiempos</FormLabel>
      <FormHelperText sx={{ mt: 0 }}>{coursesHintText}</FormHelperText>
      {courses.fields.map((row, index) => {
        const label = `Tiempo ${index + 1}`;
        const shown = names[index]?.name?.trim() || label;
        return (
          <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
            <FormTextField
              form={form}
              name={`courses.${index}.name`}
              label={label}
              required
              size="small"
              autoComplete="off"
              disabled={readOnly}
              maxLength={COURSE_NAME_LENGTH}
            />
            <IconButton
              aria-label={`Subir ${shown}`}
              disabled={readOnly || index === 0}
              onClick={() => courses.move(index, index - 1)}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={`Bajar ${shown}`}
              disabled={readOnly || index === count - 1}
              onClick={() => courses.move(index, index + 1)}
            >
              <ArrowDownward />
            </IconButton>
            {/* The domain keeps at least one course ('Dejá al menos un tiempo.'). */}
            <IconButton
              aria-label={`Quitar ${shown}`}
              disabled={readOnly || count === 1}
              onClick={() => courses.remove(index)}
            >
              <Close />
            </IconButton>
          </Stack>
        );
      })}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {!readOnly && (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Button startIcon={<Add />} disabled={full} onClick={() => courses.append({ name: "" })}>
            Agregar tiempo
          </Button>
          {full && (
            <FormHelperText sx={{ mt: 0 }}>{`Podés tener hasta ${MAX_COURSES} tiempos.`}</FormHelperText>
          )}
        </Stack>
      )}
    </FormGroup>
  );
}
