import { type CounterOrderType, counterOrderTypes, orderTypeLabels } from "@comanda/domain";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";

type TypeChoiceProps = {
  value: CounterOrderType;
  onChange: (type: CounterOrderType) => void;
  /** hovering or focusing the choice starts downloading the customer's part */
  onIntent?: () => void;
  disabled: boolean;
};

/** Decision 050: 'Mostrador' (chosen, so a counter order takes no extra tap), 'Para llevar' or 'Delivery'. */
export function TypeChoice({ value, onChange, onIntent, disabled }: TypeChoiceProps) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      disabled={disabled}
      onChange={(_event, next: CounterOrderType | null) => next && onChange(next)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label="Tipo de pedido"
    >
      {counterOrderTypes.map((type) => (
        <ToggleButton key={type} value={type} sx={{ minHeight: 44, fontWeight: 600 }}>
          {orderTypeLabels[type]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
