import CalendarMonth from "@mui/icons-material/CalendarMonth";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/text-field";
import { textFieldProps } from "@/lib/form-field";
import { fromDateTimeInput, fromDateTimeText, toDateTimeInput, toDateTimeText } from "../lib/promotion-dates";
import type { PromotionFields } from "../lib/promotion-form-values";

const pickerLabels = {
  start_date: "Elegir la fecha de inicio en el calendario",
  end_date: "Elegir la fecha final en el calendario",
} as const;

type DateTimeFieldProps = {
  form: UseFormReturn<PromotionFields, unknown, unknown>;
  name: "start_date" | "end_date";
  label: string;
  hint?: string;
  required?: boolean;
};

/**
 * A date and time typed as es-AR text ("24/12/2026 20:00") whatever the browser's language; the
 * calendar button opens the browser's own picker on a hidden input, whose choice is written back as text.
 */
export function DateTimeField({ form, name, label, hint, required }: DateTimeFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const handleOpenPicker = () => {
    const input = picker.current;
    if (!input) return;
    const ms = fromDateTimeText(form.getValues(name));
    input.value = ms === null ? "" : toDateTimeInput(ms);
    input.showPicker?.();
  };
  const handlePicked = (value: string) => {
    const ms = fromDateTimeInput(value);
    if (ms !== null) form.setValue(name, toDateTimeText(ms), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextField
      {...textFieldProps(form, name, hint ?? "dd/mm/aaaa hh:mm")}
      label={label}
      required={required}
      fullWidth
      shrinkLabel
      placeholder="dd/mm/aaaa hh:mm"
      autoComplete="off"
      endAdornment={
        <InputAdornment position="end">
          <IconButton edge="end" aria-label={pickerLabels[name]} onClick={handleOpenPicker}>
            <CalendarMonth />
          </IconButton>
          <input
            ref={picker}
            type="datetime-local"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => handlePicked(event.target.value)}
            // Laid out (showPicker needs a rendered input) but invisible, under the button.
            style={{ position: "absolute", right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0 }}
          />
        </InputAdornment>
      }
    />
  );
}
