import { categoryOption, optionList } from "@comanda/domain";
import type { Station } from "@comanda/domain/stations";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { apiGet } from "@/lib/api-client";
import { lazyPart, PartSpinner } from "@/lib/lazy-part";
import { queryKeys } from "@/lib/query-keys";
import { useNotify } from "@/lib/use-notify";
import { useSaveRouting, useStationRouting } from "../api/stations-api";

// Its own chunk: the product picker (MUI's Autocomplete) would take the screen past its budget.
const ProductStations = lazyPart(async () => (await import("./product-stations")).ProductStations);

const categoryOptionList = optionList(categoryOption);
const unassigned = "";

const useCategories = () =>
  useQuery({
    queryKey: queryKeys.categories.options(100),
    queryFn: ({ signal }) => apiGet("/category-options?limit=100", { signal, schema: categoryOptionList }),
    select: (list) => list.items,
  });

type StationRoutingProps = { stations: readonly Station[] };

/**
 * Decision 046: which station makes each category's products. What has no station goes to the first one
 * (the oldest): a business with one kitchen assigns nothing.
 */
export function StationRouting({ stations }: StationRoutingProps) {
  const categories = useCategories();
  const routing = useStationRouting();
  const save = useSaveRouting();
  const notify = useNotify();
  const enabled = stations.filter((station) => station.status === "enabled");
  const first = enabled[0];

  const assign = (categoryId: string, categoryName: string, stationId: string) =>
    save.mutate(
      { categories: [{ id: categoryId, stationId: stationId === unassigned ? null : stationId }] },
      {
        onSuccess: () =>
          notify.success(
            stationId === unassigned
              ? `${categoryName} va a la primera estación.`
              : `${categoryName} se prepara en ${enabled.find((s) => s.id === stationId)?.name ?? "la estación"}.`,
          ),
        onError: notify.failure,
      },
    );

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            Qué prepara cada estación
          </Typography>
          {!first ? (
            <Alert severity="info">Creá una estación para repartir las categorías.</Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Lo que no tiene estación va a {first.name}, la primera que creaste.
            </Typography>
          )}
          {categories.isError && <Alert severity="error">{categories.error.message}</Alert>}
          {first &&
            (categories.data ?? []).map((category) => (
              <TextField
                key={category.id}
                select
                size="small"
                label={category.name}
                value={routing.data?.categories[category.id] ?? unassigned}
                disabled={save.isPending || !routing.data}
                onChange={(event) => assign(category.id, category.name, event.target.value)}
                // 'Sin asignar' is a choice of its own, shown as one (MUI leaves an empty value blank).
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ maxWidth: 360 }}
              >
                <MenuItem value={unassigned}>Sin asignar ({first.name})</MenuItem>
                {enabled.map((station) => (
                  <MenuItem key={station.id} value={station.id}>
                    {station.name}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          {first && routing.data && (
            <Suspense fallback={<PartSpinner />}>
              <ProductStations stations={enabled} routing={routing.data} />
            </Suspense>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
