import { formatMoney, nameKey, type Order, pesosToCentavos, uuidv7 } from "@comanda/domain";
import { type RoundInput, roundInput } from "@comanda/domain/tabs";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { CategoryChips } from "@/components/category-chips";
import { ChoiceSheet, type SheetChoice } from "@/components/choice-sheet";
import { comboChoicesPrice } from "@/components/combo-choices";
import { ComboSheet } from "@/components/combo-sheet";
import { QueryError } from "@/components/query-state";
import { TitledDialog } from "@/components/titled-dialog";
import { useBusiness } from "@/entities/business/business-query";
import { useSaleCatalog } from "@/entities/sale-catalog/sale-catalog";
import { useNotify } from "@/lib/use-notify";
import { useAddRound } from "../api/add-round";
import { addChosen, type ChosenLine, RoundChoices } from "./round-choices";
import { RoundComboLines } from "./round-combo-lines";
import { addChosenCombo, type ChosenCombo, comboItemsOf, combosInput } from "./round-combos";
import { RoundCourses, type RoundPick } from "./round-courses";
import { type Item, type Picked, RoundItems } from "./round-items";

type RoundDialogProps = { tab: Order; tableName: string; onClose: () => void };

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
  // Decision 080: the round's combos with their products' choices, a line per choice.
  const [comboLines, setComboLines] = useState<ChosenCombo[]>([]);
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
    // Decision 086: 'Agotado' today takes none.
    max: product.soldOut ? 0 : product.quantity === null ? null : Math.max(0, Math.floor(product.quantity)),
    soldOut: product.soldOut === true,
    categoryId: product.categoryId,
    courseId: courses.some((course) => course.id === product.courseId) ? (product.courseId ?? null) : null,
    groups: product.modifierGroupIds.flatMap((groupId) => {
      const group = groupsById.get(groupId);
      return group ? [group] : [];
    }),
  }));
  const comboItems = comboItemsOf(catalog.promotions, productItems);
  const units = [
    ...Object.values(products),
    ...Object.values(promotions),
    ...chosen.map((line) => line.quantity),
    ...comboLines.map((line) => line.quantity),
  ].reduce((a, b) => a + b, 0);
  const total = [
    ...productItems.map((item) => (products[item.id] ?? 0) * pesosToCentavos(item.price)),
    ...comboItems.map((item) => (promotions[item.id] ?? 0) * pesosToCentavos(item.price)),
    ...chosen.map((line) => line.quantity * line.unitPrice),
    ...comboLines.map((line) => line.quantity * line.unitPrice),
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
      promotions: combosInput(promotions, comboLines),
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
              <RoundComboLines lines={comboLines} onChange={setComboLines} disabled={send.isPending} />
              <RoundCourses
                picks={picks}
                courses={courses}
                hold={held}
                onHold={setHold}
                onMove={(productId, course) => setMovedTo((current) => ({ ...current, [productId]: course }))}
                disabled={send.isPending}
              />
              {(
                [
                  ["Productos", productItems, products, setProducts],
                  ["Promociones", comboItems, promotions, setPromotions],
                ] as const
              ).map(([title, items, picked, set]) => (
                <RoundItems
                  key={title}
                  title={title}
                  items={items.filter((item) => inTab(item) && matches(item.name, search))}
                  picked={picked}
                  onPick={set}
                  onSheet={setSheet}
                  disabled={send.isPending}
                />
              ))}
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
      {sheet?.kind === "promotion" && (
        <ComboSheet
          comboName={sheet.name}
          value={pesosToCentavos(sheet.price)}
          steps={sheet.steps ?? []}
          onDone={(choices) => {
            setSheet(null);
            // Decision 080: nothing chosen is the plain combo; other choices, a line of their own.
            if (choices.length === 0)
              return setPromotions((current) => ({ ...current, [sheet.id]: (current[sheet.id] ?? 0) + 1 }));
            const unitPrice = pesosToCentavos(sheet.price) + comboChoicesPrice(sheet.steps ?? [], choices);
            setComboLines((lines) =>
              addChosenCombo(lines, {
                promotionId: sheet.id,
                name: sheet.name,
                unitPrice,
                quantity: 1,
                choices,
              }),
            );
          }}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet?.kind === "product" && (
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
