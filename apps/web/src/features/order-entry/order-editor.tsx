import type { CategoryOption } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import Box from "@mui/material/Box";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { SheetChoice } from "@/components/choice-sheet";
import { comboAsks } from "@/components/combo-choices";
import { useBusiness } from "@/entities/business/business-query";
import { ComboAsk, type ComboAsking } from "./combo-ask";
import { comboSteps } from "./combo-steps";
import { ProductGrid } from "./grid/product-grid";
import type { MoneyDraft } from "./money/money-draft";
import { OrderDetails } from "./order-details";
import {
  addOne,
  changeChoice,
  choiceOfLine,
  type GridItem,
  itemChoices,
  itemOfLine,
  keyOfLine,
  moveLine,
  type OrderLineDraft,
  type ProductLine,
  plainChoice,
  removeOne,
} from "./order-draft";
import type { OrderFieldErrors } from "./order-fields";
import { OrderLines } from "./order-lines";

/** What the editor edits: a new order now, an open order later (PATCH /orders/:id reuses it). */
export type OrderEditorValue = {
  lines: OrderLineDraft[];
  /** null follows the shift's next number */
  turn: string | null;
  /** null takes the device's default method */
  paymentMethodId: string | null;
  observation: string;
  /** discounts, surcharges, tip and payment parts (decision 031); none is a plain order */
  money?: MoneyDraft;
};

export type OrderEditorProps = {
  value: OrderEditorValue;
  /** takes an updater, so taps in a row each see the previous one */
  onChange: (change: (value: OrderEditorValue) => OrderEditorValue) => void;
  /** the turn shown while `value.turn` is null */
  nextTurn: string;
  catalog: {
    items: readonly GridItem[];
    categories: readonly CategoryOption[];
    /** decision 080: every modifier group, for the products that ask them */
    groups: readonly ModifierGroup[];
    loading: boolean;
  };
  methods: readonly { id: string; name: string }[];
  /** the method shown chosen while `value.paymentMethodId` is null (or no longer enabled) */
  paymentMethodId: string;
  methodsHint?: string;
  errors: OrderFieldErrors;
  disabled: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  /** the money section (OrderMoneyPanel), under the order's details */
  moneyPanel?: ReactNode;
  /** Decision 050: the order's type and customer, first in the order's column (a new order only) */
  typeSection?: ReactNode;
};

const loadChoiceSheet = () => import("@/components/choice-sheet");
// Decision 080: a chunk of its own, fetched as the screen opens, so a tap opens it at once and the plain order's
// first load does not carry it.
const ChoiceSheet = lazy(() => loadChoiceSheet().then((module) => ({ default: module.ChoiceSheet })));
// Decision 082: a line's course, only in the sheet of a line being changed: not in the screen's first load.
const CourseSelect = lazy(async () => ({
  default: (await import("@/entities/business/course-select")).CourseSelect,
}));

/**
 * Decision 028: the grid on one side (on a phone, above), the order and its fields on the other. Controlled:
 * the host keeps the value (a draft on this device, or an order being edited) and sends it.
 */
export function OrderEditor({
  value,
  onChange,
  nextTurn,
  catalog,
  methods,
  paymentMethodId,
  methodsHint,
  errors,
  disabled,
  searchRef,
  moneyPanel,
  typeSection,
}: OrderEditorProps) {
  const byId = useMemo(() => new Map(catalog.items.map((item) => [item.id, item])), [catalog.items]);
  const setLines = useCallback(
    (change: (lines: OrderLineDraft[]) => OrderLineDraft[]) =>
      onChange((current) => ({ ...current, lines: change(current.lines) })),
    [onChange],
  );
  const groupsById = useMemo(
    () => new Map(catalog.groups.map((group) => [group.id, group])),
    [catalog.groups],
  );
  const groupsOf = useCallback(
    (item: GridItem): ModifierGroup[] =>
      item.kind === "product"
        ? item.option.modifierGroupIds.flatMap((id) => {
            const group = groupsById.get(id);
            return group ? [group] : [];
          })
        : [],
    [groupsById],
  );
  // Decision 080: the sheet of a product with choices, for a new line or a line being changed.
  const [sheet, setSheet] = useState<{ item: GridItem; line: ProductLine | null } | null>(null);
  const [combo, setCombo] = useState<ComboAsking | null>(null);
  const business = useBusiness().data;
  const quickNotes = business?.quickNotes ?? [];
  // Decision 082: a line's course, moved in its sheet: the one it was given, else its product's.
  const courses = business?.courses ?? [];
  const [course, setCourse] = useState<string | null>(null);
  const courseOf = (item: GridItem, line: ProductLine) =>
    line.course !== undefined ? line.course : item.kind === "product" ? (item.option.courseId ?? null) : null;
  const openLine = (line: ProductLine) => {
    const item = itemOfLine(line, byId);
    setCourse(courseOf(item, line));
    setSheet({ item, line });
  };
  useEffect(() => {
    void loadChoiceSheet();
  }, []);
  const handleAdd = useCallback(
    (item: GridItem) => {
      if (disabled) return;
      // A product that asks a choice opens its sheet; any other still adds in one tap.
      if (groupsOf(item).some((group) => group.minChoices > 0)) setSheet({ item, line: null });
      else if (item.kind === "promotion") {
        // Decision 080: a combo whose products must be asked asks on every tap, as a product does: the same
        // choices add to that line, others make a line of their own; a line's + repeats its own ('+1 igual').
        const steps = comboSteps(item.option, byId, groupsOf);
        if (comboAsks(steps)) setCombo({ option: item.option, steps, line: null });
        else setLines((lines) => addOne(lines, item));
      } else setLines((lines) => addOne(lines, item));
    },
    [disabled, setLines, groupsOf, byId],
  );
  const handleChoice = (choice: SheetChoice) => {
    if (!sheet) return;
    const { item, line } = sheet;
    setSheet(null);
    if (item.kind !== "product") return;
    if (!line) {
      setLines((lines) => addOne(lines, item, choice));
      return;
    }
    const moved = course !== courseOf(item, line);
    setLines((lines) => {
      const changed = changeChoice(lines, line, item.option, choice);
      return moved ? moveLine(changed, keyOfLine({ ...line, ...choice }), course) : changed;
    });
  };
  const handleLess = (line: OrderLineDraft) => {
    // The last one goes with its line: the focus would be lost with it, so it goes back to the search.
    if (line.quantity === 1) searchRef.current?.focus();
    setLines((lines) => removeOne(lines, line));
  };
  const itemCount = value.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <DialogContent
      sx={{
        p: 0,
        flex: 1,
        minHeight: 0,
        display: "flex",
        flexDirection: { xs: "column", md: "row" },
        overflowY: { xs: "auto", md: "hidden" },
      }}
    >
      <Box sx={{ flex: { md: 1 }, minWidth: 0, overflowY: { md: "auto" }, px: { xs: 2, sm: 3 }, pb: 2 }}>
        <ProductGrid
          items={catalog.items}
          categories={catalog.categories}
          lines={value.lines}
          onAdd={handleAdd}
          searchRef={searchRef}
          loading={catalog.loading}
        />
      </Box>
      <Box
        component="section"
        aria-label="Pedido"
        sx={{
          width: { md: 380 },
          flexShrink: 0,
          overflowY: { md: "auto" },
          borderLeft: { md: 1 },
          borderTop: { xs: 1, md: 0 },
          borderColor: { xs: "divider", md: "divider" },
          bgcolor: "grey.50",
          px: { xs: 2, sm: 3 },
          py: 2,
          display: "flex",
          flexDirection: "column",
          gap: 2,
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Pedido{itemCount > 0 ? ` · ${itemCount} ${itemCount === 1 ? "ítem" : "ítems"}` : ""}
        </Typography>
        {typeSection}
        <OrderLines
          lines={value.lines}
          canAddOne={(line) => itemChoices(value.lines, itemOfLine(line, byId), choiceOfLine(line)) > 0}
          onMore={(line) => setLines((lines) => addOne(lines, itemOfLine(line, byId), choiceOfLine(line)))}
          onLess={handleLess}
          onEdit={openLine}
          onEditCombo={(line) => {
            const item = itemOfLine(line, byId);
            if (item.kind === "promotion")
              setCombo({ option: item.option, steps: comboSteps(item.option, byId, groupsOf), line });
          }}
          disabled={disabled}
        />
        <OrderDetails
          turn={value.turn ?? nextTurn}
          onTurn={(turn) => onChange((current) => ({ ...current, turn }))}
          methods={methods}
          paymentMethodId={paymentMethodId}
          onPaymentMethod={(id) => onChange((current) => ({ ...current, paymentMethodId: id }))}
          methodsHint={methodsHint}
          observation={value.observation}
          onObservation={(observation) => onChange((current) => ({ ...current, observation }))}
          errors={errors}
          disabled={disabled}
        />
        {moneyPanel}
      </Box>
      {combo && <ComboAsk asking={combo} onLines={setLines} onClose={() => setCombo(null)} />}
      {sheet && sheet.item.kind === "product" && (
        <Suspense fallback={null}>
          <ChoiceSheet
            productName={sheet.item.name}
            basePrice={Math.round(sheet.item.price * 100)}
            groups={groupsOf(sheet.item)}
            initial={
              sheet.line
                ? { options: [...sheet.line.options], note: sheet.line.note }
                : { ...plainChoice, options: [] }
            }
            quickNotes={quickNotes}
            confirmLabel={sheet.line ? "Guardar" : "Agregar"}
            onConfirm={handleChoice}
            onClose={() => setSheet(null)}
          >
            {sheet.line && courses.length > 0 && (
              <CourseSelect
                label="Tiempo"
                size="small"
                courses={courses}
                value={course}
                onChange={setCourse}
                sx={{ maxWidth: 220 }}
              />
            )}
          </ChoiceSheet>
        </Suspense>
      )}
    </DialogContent>
  );
}
