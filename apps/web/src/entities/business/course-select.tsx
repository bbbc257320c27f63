import type { Course } from "@comanda/domain";
import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

export const noCourseText = "Sin tiempo";

type CourseSelectProps = Omit<TextFieldProps, "value" | "onChange" | "select" | "children"> & {
  /** the business's courses, in the order a table eats them */
  courses: readonly Course[];
  /** a course's id; null: none */
  value: string | null | undefined;
  onChange: (course: string | null) => void;
};

/**
 * Decision 082: one of the business's courses ('tiempos') or 'Sin tiempo': a product's default, a round's product,
 * a counter order's line. A course the owner has since deleted shows as none, as the screens group it; the
 * record keeps it until another is chosen. None is "" in the select (a course's id is never empty).
 */
export function CourseSelect({ courses, value, onChange, slotProps, ...field }: CourseSelectProps) {
  const shown = value && courses.some((course) => course.id === value) ? value : "";
  return (
    <TextField
      {...field}
      select
      value={shown}
      onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      slotProps={{ ...slotProps, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{noCourseText}</MenuItem>
      {courses.map((course) => (
        <MenuItem key={course.id} value={course.id}>
          {course.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
