import type { CategoryOption } from "@comanda/domain";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { CategoryChips } from "@/components/category-chips";
import { TextField } from "@/components/text-field";
import { type GridItem, itemChoices, type OrderLineDraft } from "../order-draft";
import { GridButton, GridTiles, isSoldOutToday } from "./grid-button";
import { allTab, combosTab, indexItems, visibleItems } from "./grid-filter";
import { firstGridButton, isArrow, nextGridButton } from "./grid-keys";

type ProductGridProps = {
  items: readonly GridItem[];
  categories: readonly CategoryOption[];
  lines: readonly OrderLineDraft[];
  onAdd: (item: GridItem) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** the catalog is still on its way */
  loading: boolean;
};

/**
 * Decision 095: the buttons a large screen shows before scrolling (6 columns of 8 rows at 1280 px), drawn with the
 * dialog; the rest of a big catalog follows in a transition a tap can interrupt.
 */
export const firstScreen = 48;

// A phone would pop its keyboard over the grid: the search takes the focus only with a mouse and a keyboard.
const finePointer = () =>
  typeof window.matchMedia !== "function" || window.matchMedia("(pointer: fine)").matches;

/**
 * Decision 028: the catalog as big buttons under a search box and category chips. Typing filters as
 * you type (Enter adds the only match), arrows move among the buttons, Enter or a tap adds one.
 */
export function ProductGrid({ items, categories, lines, onAdd, searchRef, loading }: ProductGridProps) {
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState(allTab);
  const [activeId, setActiveId] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const indexed = useMemo(() => indexItems(items), [items]);
  // Typing stays instant with a large catalog: the grid follows the query a beat later.
  const shownQuery = useDeferredValue(query);
  const visible = useMemo(() => visibleItems(indexed, tab, shownQuery), [indexed, tab, shownQuery]);
  // Decision 086: a product 'Agotado' today takes no more, by tap, Enter or arrow.
  const left = useMemo(
    () => new Map(indexed.map((item) => [item.id, isSoldOutToday(item) ? 0 : itemChoices(lines, item)])),
    [indexed, lines],
  );
  // Decision 080: a product may be on several lines (other options, another note); the tile counts them all.
  const inOrder = useMemo(() => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line.itemId, (counts.get(line.itemId) ?? 0) + line.quantity);
    return counts;
  }, [lines]);
  const tabs = useMemo(() => {
    const used = new Set(indexed.map((item) => item.categoryId));
    return [
      { id: allTab, name: "Todos" },
      ...categories.filter((category) => used.has(category.id)),
      ...(indexed.some((item) => item.kind === "promotion") ? [{ id: combosTab, name: "Combos" }] : []),
    ];
  }, [indexed, categories]);
  // Decision 095: the first screen opens with the dialog, the whole catalog right after it.
  const [drawAll, setDrawAll] = useState(false);
  useEffect(() => {
    if (drawAll) return;
    // After the first screen is painted: the frame, then the task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawAll]);
  const drawn = drawAll ? visible : visible.slice(0, firstScreen);
  const firstEnabled = visible.find((item) => (left.get(item.id) ?? 0) > 0)?.id;
  const tabbableId = visible.some((item) => item.id === activeId) ? activeId : firstEnabled;
  const handleFocusItem = useCallback((id: string) => setActiveId(id), []);
  /**
   * ArrowDown pressed before the grid has caught up with the search (it follows a beat later): the first
   * match of what was typed, to be focused once shown. Keys meant for it meanwhile (Enter) act on it, not
   * on whatever the grid still shows from before.
   */
  const pendingRef = useRef<GridItem | null>(null);

  useEffect(() => {
    const pending = pendingRef.current;
    if (!pending || shownQuery !== query) return;
    pendingRef.current = null;
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-grid-item="${CSS.escape(pending.id)}"]`)
      ?.focus();
  }, [shownQuery, query]);

  /** Enter on a search: the only match goes into the order. */
  const addOnlyMatch = (typed: string) => {
    const matches = visibleItems(indexed, tab, typed);
    const only = matches.length === 1 ? matches[0] : undefined;
    if (only && (left.get(only.id) ?? 0) > 0) {
      onAdd(only);
      setQuery("");
    }
  };
  /**
   * Decision 095: Enter pressed while the catalog is still on its way (the screen opens before it, and a fast
   * cashier types at once) is kept, and acts on what the box says once the catalog is here.
   */
  const enterWhileLoadingRef = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the catalog's arrival acts on a kept Enter
  useEffect(() => {
    if (loading || !enterWhileLoadingRef.current) return;
    enterWhileLoadingRef.current = false;
    addOnlyMatch(searchRef.current?.value ?? query);
  }, [loading]);

  const handleSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const pending = pendingRef.current;
    // What is in the box now: state from the last render may not have caught up with a fast typist yet.
    const typed = searchRef.current?.value ?? query;
    if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (pending) {
        onAdd(pending);
        return;
      }
      if (loading) {
        enterWhileLoadingRef.current = true;
        return;
      }
      addOnlyMatch(typed);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (shownQuery === typed) {
        firstGridButton(gridRef.current)?.focus();
        return;
      }
      const first = visibleItems(indexed, tab, typed).find((item) => (left.get(item.id) ?? 0) > 0);
      if (!first) return;
      pendingRef.current = first;
      setActiveId(first.id);
    } else if (event.key === "Escape" && query) {
      // Clears the search; a second Escape closes the dialog.
      event.stopPropagation();
      setQuery("");
    }
  };

  const handleGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const grid = gridRef.current;
    const current = event.target as HTMLElement;
    if (!grid || !current.dataset.gridItem) return;
    if (isArrow(event.key)) {
      event.preventDefault();
      const next = nextGridButton(grid, current, event.key);
      if (next) next.focus();
      else if (event.key === "ArrowUp") searchRef.current?.focus();
    } else if (
      event.key.length === 1 &&
      event.key !== " " &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Typing on the grid searches.
      event.preventDefault();
      setQuery((typed) => typed + event.key);
      searchRef.current?.focus();
    }
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack
        spacing={1.5}
        sx={{ position: "sticky", top: 0, zIndex: 1, bgcolor: "background.paper", pt: 1.5, pb: 1 }}
      >
        <TextField
          label="Buscar producto"
          type="search"
          value={query}
          onChange={(event) => {
            pendingRef.current = null;
            enterWhileLoadingRef.current = false;
            setQuery(event.target.value);
          }}
          onKeyDown={handleSearchKey}
          inputRef={searchRef}
          autoFocus={finePointer()}
          autoComplete="off"
          fullWidth
          startAdornment={
            <InputAdornment position="start">
              <SearchOutlined />
            </InputAdornment>
          }
        />
        <CategoryChips
          tabs={tabs}
          chosen={query ? null : tab}
          onChoose={(id) => {
            setTab(id);
            setQuery("");
          }}
        />
      </Stack>
      <GridTiles ref={gridRef} role="group" aria-label="Productos" onKeyDown={handleGridKey}>
        {drawn.map((item) => (
          <GridButton
            key={item.id}
            item={item}
            left={left.get(item.id) ?? 0}
            inOrder={inOrder.get(item.id) ?? 0}
            tabbable={item.id === tabbableId}
            onAdd={onAdd}
            onFocusItem={handleFocusItem}
          />
        ))}
      </GridTiles>
      {visible.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {loading
            ? "Cargando productos…"
            : shownQuery
              ? `No hay productos ni combos que coincidan con “${shownQuery}”.`
              : "No hay productos habilitados."}
        </Typography>
      )}
    </Stack>
  );
}
