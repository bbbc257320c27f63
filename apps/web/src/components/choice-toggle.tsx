import type { SxProps, Theme } from "@mui/material/styles";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup, { type ToggleButtonGroupProps } from "@mui/material/ToggleButtonGroup";
import type { ReactNode } from "react";

export type Choice<T extends string> = {
  value: T;
  label: ReactNode;
  /** the button's accessible name when its label is a sign ('%', '$') */
  ariaLabel?: string;
  disabled?: boolean;
};

type ChoiceToggleProps<T extends string> = Omit<
  ToggleButtonGroupProps,
  "value" | "onChange" | "exclusive" | "children"
> & {
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  /** the style of every button */
  buttonSx?: SxProps<Theme>;
};

/**
 * One of a few options, always one chosen: tapping the chosen button again keeps it (MUI's exclusive group would
 * leave none).
 */
export function ChoiceToggle<T extends string>({
  value,
  onChange,
  choices,
  buttonSx,
  ...group
}: ChoiceToggleProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      {...group}
      value={value}
      onChange={(_event, next: T | null) => {
        if (next) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <ToggleButton
          key={choice.value}
          value={choice.value}
          sx={buttonSx}
          {...(choice.ariaLabel !== undefined && { "aria-label": choice.ariaLabel })}
          {...(choice.disabled !== undefined && { disabled: choice.disabled })}
        >
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
