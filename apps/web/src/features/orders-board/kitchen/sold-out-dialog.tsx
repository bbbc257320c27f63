import { nameKey } from "@comanda/domain";
import type { AvailabilityBoard } from "@comanda/domain/sold-out";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useDeferredValue, useMemo, useState } from "react";
import { QueryState } from "@/components/query-state";
import { TextField } from "@/components/text-field";
import { TitledDialog } from "@/components/titled-dialog";
import { type SoldOutChange, useAvailability, useSetSoldOut } from "../api/sold-out";

/** One row: what it is, where it belongs (category or group), and its switch. */
type Row = {
  change: Omit<SoldOutChange, "soldOut">;
  name: string;
  label: string;
  where: string;
  soldOut: boolean;
};

const rowsOf = (board: AvailabilityBoard): { products: Row[]; options: Row[] } => ({
  products: board.products.map((product) => ({
    change: { kind: "product", id: product.id },
    name: product.name,
    label: `Agotado: ${product.name}`,
    where: product.categoryName,
    soldOut: product.soldOut,
  })),
  // Two groups may share an option's name ('Sin sal'): its group tells them apart.
  options: board.options.map((option) => ({
    change: { kind: "option", groupId: option.groupId, id: option.id },
    name: option.name,
    label: `Agotado: ${option.name} (${option.groupName})`,
    where: option.groupName,
    soldOut: option.soldOut,
  })),
});

/** By name or by its category or group, accents and case aside ('provo' finds 'Provoleta'). */
const matching = (rows: Row[], query: string) => {
  const key = nameKey(query);
  return key === "" ? rows : rows.filter((row) => nameKey(`${row.name} ${row.where}`).includes(key));
};

type SectionProps = {
  title: string;
  rows: Row[];
  onChange: (change: SoldOutChange) => void;
};

function Section({ title, rows, onChange }: SectionProps) {
  if (rows.length === 0) return null;
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {rows.map((row) => (
        <Stack
          key={row.change.id}
          direction="row"
          sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, minHeight: 48 }}
        >
          <Stack sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{row.name}</Typography>
            <Typography variant="body2" color={row.soldOut ? "error" : "text.secondary"}>
              {row.soldOut ? `Agotado hoy · ${row.where}` : row.where}
            </Typography>
          </Stack>
          <Switch
            checked={row.soldOut}
            color="error"
            onChange={(_, soldOut) => onChange({ ...row.change, soldOut } as SoldOutChange)}
            slotProps={{ input: { "aria-label": row.label } }}
          />
        </Stack>
      ))}
    </Stack>
  );
}

function SoldOutList({ board }: { board: AvailabilityBoard }) {
  const [query, setQuery] = useState("");
  const shownQuery = useDeferredValue(query);
  const setSoldOut = useSetSoldOut();
  const rows = useMemo(() => rowsOf(board), [board]);
  const products = matching(rows.products, shownQuery);
  const options = matching(rows.options, shownQuery);
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label="Buscar producto u opción"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined />
          </InputAdornment>
        }
      />
      {/* Over the switches the cook just touched, not in a corner of the screen. */}
      {setSoldOut.error && <Alert severity="error">{setSoldOut.error.message}</Alert>}
      <Section title="Productos" rows={products} onChange={(change) => setSoldOut.mutate(change)} />
      <Section title="Opciones" rows={options} onChange={(change) => setSoldOut.mutate(change)} />
      {products.length === 0 && options.length === 0 && (
        <Typography color="text.secondary">
          {query ? "Nada coincide con la búsqueda." : "Todavía no hay productos."}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Decision 086: what the kitchen has run out of today. Each switch marks a product or an option 'Agotado' for
 * the rest of the Buenos Aires day at once (no 'Guardar'), and every order screen and the menu hear it live;
 * it comes back by itself the next morning.
 */
export function SoldOutDialog({ onClose }: { onClose: () => void }) {
  const availability = useAvailability(true);
  return (
    <TitledDialog title="Agotados de hoy" busy={false} onClose={onClose} maxWidth="sm">
      <DialogContent>
        <QueryState
          query={availability}
          loadingLabel="Cargando productos"
          errorText="No pudimos cargar los productos."
        >
          {(board) => <SoldOutList board={board} />}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </TitledDialog>
  );
}

/** The display's 'Agotados' button: opens the dialog, which reads the catalog only while open. */
export function SoldOutButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Agotados
      </Button>
      {open && <SoldOutDialog onClose={() => setOpen(false)} />}
    </>
  );
}
