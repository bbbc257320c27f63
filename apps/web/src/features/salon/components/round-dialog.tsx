import { formatMoney, nameKey, type Order, pesosToCentavos, uuidv7 } from "@comanda/domain";
import type { ModifierGroup } from "@comanda/domain/modifier-group";
import { type RoundInput, roundInput } from "@comanda/domain/tabs";
import EditNote from "@mui/icons-material/EditNote";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { CategoryChips } from "@/components/category-chips";
import { ChoiceSheet, type SheetChoice } from "@/components/choice-sheet";
import { Pesos } from "@/components/pesos";
import { QueryError } from "@/components/query-state";
import { TitledDialog } from "@/components/titled-dialog";
import { useBusiness } from "@/entities/business/business-query";
import { useSaleCatalog } from "@/entities/sale-catalog/sale-catalog";
import { useNotify } from "@/lib/use-notify";
import { useAddRound } from "../api/add-round";
import { QuantityStepper } from "./quantity-stepper";
import { addChosen, type ChosenLine, RoundChoices, RoundRow } from "./round-choices";
import { RoundCourses, type RoundPick } from "./round-courses";

type RoundDialogProps = { tab: Order; tableName: string; onClose: () => void };
type Item = {
  kind: "product" | "promotion";
  id: string;
  name: string;
  price: number;
  max: number | null;
  categoryId: string | null;
  /** decision 080: the modifier groups a product asks (none for a combo) */
  groups: ModifierGroup[];
  /** decision 082: the course its lines go in unless the waiter moves them */
  courseId: string | null;
};
type Picked = Record<string, number>;

const allTab = "all";
const combosTab = "combos";

const matches = (name: string, search: string) => nameKey(name).includes(nameKey(search));

/** 'Agregar ronda': what the table asks for now, in quantities; it goes to the kitchen as its own lines. */
export function RoundDialog({ tab, tableName, onClose }: RoundDialogProps) {
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const catalog = useSaleCatalog();
  const send = useAddRound();
  const notify = useNotify();
  // One id per round: a resend after a dropped answer adds it once.
  const [id] = useState(() => uuidv7());
  const [search, setSearch] = useState("");
  const [chip, setChip] = useState(allTab);
  const [products, setProducts] = useState<Picked>({});
  const [promotions, setPromotions] = useState<Picked>({});
  const [chosen, setChosen] = useState<ChosenLine[]>([]);
  const [sheet, setSheet] = useState<Item | null>(null);
  const business = useBusiness().data;
  const quickNotes = business?.quickNotes ?? [];
  const courses = business?.courses ?? [];
  // Decision 082: the courses this round holds, and the products the waiter moved to another course.
  const [hold, setHold] = useState<string[]>([]);
  const [movedTo, setMovedTo] = useState<Record<string, string | null>>({});
  const groupsById = new Map(catalog.groups.map((group) => [group.id, group]));
  const [error, setError] = useState<string | null>(null);

  const productItems: Item[] = (catalog.products ?? []).map((product) => ({
    kind: "product",
    id: product.id,
    name: product.name,
    price: product.price,
    max: product.quantity === null ? null : Math.max(0, Math.floor(product.quantity)),
    categoryId: product.categoryId,
    courseId: courses.some((course) => course.id === product.courseId) ? (product.courseId ?? null) : null,
    groups: product.modifierGroupIds.flatMap((groupId) => {
      const group = groupsById.get(groupId);
      return group ? [group] : [];
    }),
  }));
  const comboItems: Item[] = catalog.promotions.map((combo) => ({
    kind: "promotion",
    id: combo.id,
    name: combo.name,
    price: combo.value,
    max: combo.maxQuantity,
    categoryId: null,
    groups: [],
    courseId: null,
  }));
  const units = [
    ...Object.values(products),
    ...Object.values(promotions),
    ...chosen.map((line) => line.quantity),
  ].reduce((a, b) => a + b, 0);
  const total = [
    ...productItems.map((item) => (products[item.id] ?? 0) * pesosToCentavos(item.price)),
    ...comboItems.map((item) => (promotions[item.id] ?? 0) * pesosToCentavos(item.price)),
    ...chosen.map((line) => line.quantity * line.unitPrice),
  ].reduce((a, b) => a + b, 0);

  const courseOf = (productId: string) =>
    productId in movedTo
      ? (movedTo[productId] ?? null)
      : (productItems.find((item) => item.id === productId)?.courseId ?? null);
  const picks: RoundPick[] = productItems.flatMap((item) => {
    const quantity =
      (products[item.id] ?? 0) +
      chosen.filter((line) => line.productId === item.id).reduce((sum, line) => sum + line.quantity, 0);
    return quantity > 0 ? [{ productId: item.id, name: item.name, quantity, course: courseOf(item.id) }] : [];
  });
  // Only what this round has can wait.
  const held = hold.filter((course) => picks.some((pick) => pick.course === course));

  // Decision 080: nothing chosen and no note is the plain line; anything else a line of its own.
  const handleChoice = (item: Item, choice: SheetChoice) => {
    setSheet(null);
    if (choice.options.length === 0 && choice.note === null)
      return setProducts((current) => ({ ...current, [item.id]: (current[item.id] ?? 0) + 1 }));
    const unitPrice = choice.options.reduce((sum, option) => sum + option.price, pesosToCentavos(item.price));
    setChosen((lines) =>
      addChosen(lines, { productId: item.id, name: item.name, unitPrice, quantity: 1, ...choice }),
    );
  };

  const handleSend = () => {
    const input: RoundInput = {
      id,
      products: Object.entries(products)
        .filter(([, quantity]) => quantity > 0)
        .map(([product_id, quantity]) => ({
          product_id,
          quantity,
          options: [] as string[],
          note: null as string | null,
          course: courseOf(product_id),
        }))
        .concat(
          chosen.map((line) => ({
            product_id: line.productId,
            quantity: line.quantity,
            options: line.options.map((option) => option.id),
            note: line.note,
            course: courseOf(line.productId),
          })),
        ),
      promotions: Object.entries(promotions)
        .filter(([, quantity]) => quantity > 0)
        .map(([promotion_id, quantity]) => ({ promotion_id, quantity })),
      hold: held,
    };
    const parsed = roundInput.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Revisá la ronda.");
    setError(null);
    send.mutate(
      { tabId: tab.id, input },
      {
        onSuccess: () => {
          const waiting = held.map((course) => courses.find((each) => each.id === course)?.name ?? course);
          notify.success(
            waiting.length === 0
              ? `Ronda enviada a la cocina para ${tableName}.`
              : `Ronda enviada a la cocina para ${tableName}. Espera: ${waiting.join(", ")}.`,
          );
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const used = new Set(productItems.map((item) => item.categoryId));
  const tabs = [
    { id: allTab, name: "Todos" },
    ...catalog.categories.filter((category) => used.has(category.id)),
    ...(comboItems.length > 0 ? [{ id: combosTab, name: "Combos" }] : []),
  ];
  // As on the counter's grid: a search finds in every category, else the chosen chip's items.
  const inTab = (item: Item) =>
    search !== "" ||
    chip === allTab ||
    (chip === combosTab ? item.categoryId === null : item.categoryId === chip);

  const section = (title: string, items: Item[], picked: Picked, set: (next: Picked) => void) => {
    const shown = items.filter((item) => inTab(item) && matches(item.name, search));
    if (shown.length === 0) return null;
    return (
      <Stack component="section" aria-label={title} spacing={0.5}>
        <Typography variant="subtitle2" color="text.secondary" component="h3">
          {title}
        </Typography>
        {shown.map((item) => {
          const soldOut = item.max !== null && item.max <= 0;
          return (
            <RoundRow key={item.id} py={0.25}>
              <Stack sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{item.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Pesos value={item.price} />
                  {soldOut ? " · Sin stock" : ""}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ alignItems: "center" }}>
                {item.kind === "product" && (
                  <IconButton
                    aria-label={`Opciones y nota de ${item.name}`}
                    disabled={send.isPending || soldOut}
                    onClick={() => setSheet(item)}
                  >
                    <EditNote />
                  </IconButton>
                )}
                {item.groups.some((group) => group.minChoices > 0) ? null : (
                  <QuantityStepper
                    name={item.name}
                    value={picked[item.id] ?? 0}
                    max={item.max}
                    disabled={send.isPending}
                    onChange={(value) => set({ ...picked, [item.id]: value })}
                  />
                )}
              </Stack>
            </RoundRow>
          );
        })}
      </Stack>
    );
  };

  return (
    <TitledDialog
      title={`Nueva ronda para ${tableName}`}
      busy={send.isPending}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label="Buscar producto o promoción"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          {tabs.length > 2 && (
            <CategoryChips
              tabs={tabs}
              chosen={search ? null : chip}
              onChoose={(id) => {
                setChip(id);
                setSearch("");
              }}
            />
          )}
          {catalog.error ? (
            <QueryError query={catalog} />
          ) : catalog.products === undefined ? (
            <CircularProgress aria-label="Cargando los productos" sx={{ alignSelf: "center" }} />
          ) : productItems.length + comboItems.length === 0 ? (
            <Typography color="text.secondary">No hay productos habilitados para vender.</Typography>
          ) : (
            <>
              <RoundChoices lines={chosen} onChange={setChosen} disabled={send.isPending} />
              <RoundCourses
                picks={picks}
                courses={courses}
                hold={held}
                onHold={setHold}
                onMove={(productId, course) => setMovedTo((current) => ({ ...current, [productId]: course }))}
                disabled={send.isPending}
              />
              {section("Productos", productItems, products, setProducts)}
              {section("Promociones", comboItems, promotions, setPromotions)}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, py: 1.5 }}>
        {error && (
          <Alert severity="error" sx={{ width: "100%" }}>
            {error}
          </Alert>
        )}
        <Typography role="status" aria-label="Resumen de la ronda" sx={{ mr: "auto", fontWeight: 700 }}>
          {units === 0
            ? "Nada elegido"
            : `${units} ${units === 1 ? "unidad" : "unidades"} · ${formatMoney(total)}`}
        </Typography>
        <Button onClick={onClose} disabled={send.isPending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={handleSend}
          loading={send.isPending}
          disabled={units === 0}
        >
          Enviar a cocina
        </Button>
      </DialogActions>
      {sheet && (
        <ChoiceSheet
          productName={sheet.name}
          basePrice={pesosToCentavos(sheet.price)}
          groups={sheet.groups}
          initial={{ options: [], note: null }}
          quickNotes={quickNotes}
          confirmLabel="Agregar"
          onConfirm={(choice) => handleChoice(sheet, choice)}
          onClose={() => setSheet(null)}
        />
      )}
    </TitledDialog>
  );
}
