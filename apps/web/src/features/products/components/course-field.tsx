import { type Control, Controller } from "react-hook-form";
import { useBusiness } from "@/entities/business/business-query";
import { CourseSelect } from "@/entities/business/course-select";
import type { ProductFields, ProductFormValues } from "../lib/product-form-values";

type CourseFieldProps = { control: Control<ProductFields, unknown, ProductFormValues> };

/**
 * Decision 082: the course ('tiempo') the product's lines take by default, among the business's, or none. The
 * form holds none as "".
 */
export function CourseField({ control }: CourseFieldProps) {
  const courses = useBusiness().data?.courses ?? [];
  return (
    <Controller
      control={control}
      name="course_id"
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <CourseSelect
          {...field}
          courses={courses}
          value={value}
          onChange={(course) => onChange(course ?? "")}
          inputRef={ref}
          fullWidth
          label="Tiempo"
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
