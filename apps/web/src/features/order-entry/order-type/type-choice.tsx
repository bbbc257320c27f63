import { type CounterOrderType, counterOrderTypes, orderTypeLabels } from "@comanda/domain";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";

const typeChoices: readonly Choice<CounterOrderType>[] = counterOrderTypes.map((type) => ({
  value: type,
  label: orderTypeLabels[type],
}));

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
    <ChoiceToggle
      fullWidth
      size="small"
      color="primary"
      value={value}
      disabled={disabled}
      onChange={onChange}
      choices={typeChoices}
      buttonSx={{ minHeight: 44, fontWeight: 600 }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label="Tipo de pedido"
    />
  );
}
