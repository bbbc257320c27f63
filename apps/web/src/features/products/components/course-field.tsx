import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type Control, Controller } from "react-hook-form";
import { useBusiness } from "@/entities/business/business-query";
import type { ProductFields, ProductFormValues } from "../lib/product-form-values";

export const noCourseText = "Sin tiempo";

type CourseFieldProps = { control: Control<ProductFields, unknown, ProductFormValues> };

/**
 * Decision 082: the course ('tiempo') the product's lines take by default, among the business's, or none.
 * The select holds none as "" (a course's id is never empty).
 */
export function CourseField({ control }: CourseFieldProps) {
  const courses = useBusiness().data?.courses ?? [];
  return (
    <Controller
      control={control}
      name="course_id"
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          // A course the owner has since deleted shows as none, as the order screens take it; the product
          // keeps it until another is chosen.
          value={courses.some((course) => course.id === value) ? value : ""}
          inputRef={ref}
          select
          fullWidth
          label="Tiempo"
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{noCourseText}</MenuItem>
          {courses.map((course) => (
            <MenuItem key={course.id} value={course.id}>
              {course.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
