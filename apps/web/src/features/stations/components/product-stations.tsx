import type { ProductOption } from "@comanda/domain";
import type { Station, StationRoutingView } from "@comanda/domain/stations";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ProductAutocomplete } from "@/entities/product/product-autocomplete";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { useNotify } from "@/lib/use-notify";
import { useSaveRouting } from "../api/stations-api";

type ProductStationsProps = { stations: readonly Station[]; routing: StationRoutingView };

/** Decision 046: a product made somewhere else than its category (the flan of the kitchen's desserts, at the bar). */
export function ProductStations({ stations, routing }: ProductStationsProps) {
  const save = useSaveRouting();
  const notify = useNotify();
  const search = useDebouncedSearch();
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [stationId, setStationId] = useState("");
  const nameOf = (id: string) => stations.find((station) => station.id === id)?.name ?? "la estación";

  const assign = (id: string, name: string, to: string | null) =>
    save.mutate(
      { products: [{ id, stationId: to }] },
      {
        onSuccess: () => {
          notify.success(to ? `${name} se prepara en ${nameOf(to)}.` : `${name} va con su categoría.`);
          setProduct(null);
          search.reset();
        },
        onError: notify.failure,
      },
    );

  const routed = Object.entries(routing.products);
  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Productos con estación propia
      </Typography>
      {routed.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Ningún producto: cada uno va a la estación de su categoría.
        </Typography>
      )}
      {routed.map(([id, station]) => {
        const name = routing.productNames[id] ?? "Producto";
        return (
          <Stack key={id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography sx={{ minWidth: 160 }}>{name}</Typography>
            <Typography color="text.secondary">{nameOf(station)}</Typography>
            <Button size="small" disabled={save.isPending} onClick={() => assign(id, name, null)}>
              Quitar
            </Button>
          </Stack>
        );
      })}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <ProductAutocomplete
          search={search}
          value={product}
          onChange={setProduct}
          noOptionsText={(q) => (q ? `No hay productos que coincidan con “${q}”.` : "No hay productos.")}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label="Estación del producto"
          value={stationId}
          onChange={(event) => setStationId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {stations.map((station) => (
            <MenuItem key={station.id} value={station.id}>
              {station.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!product || !stationId || save.isPending}
          onClick={() => product && assign(product.id, product.name, stationId)}
        >
          Asignar
        </Button>
      </Stack>
    </Stack>
  );
}
