import { limits } from "@comanda/domain";
import { type CustomerOption, phoneDigits } from "@comanda/domain/customers";
import { formatPhone } from "@comanda/domain/phone-format";
import PersonAdd from "@mui/icons-material/PersonAdd";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense, useState } from "react";
import { TextField } from "@/components/text-field";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { MIN_PHONE_DIGITS, useCustomerOptions } from "../api/customer-options";

// The form brings react-hook-form and its resolver: only a customer's first order needs them (route budget).
const NewCustomerForm = lazyPart(async () => (await import("./new-customer-form")).NewCustomerForm);

type CustomerLookupProps = {
  onPick: (customer: CustomerOption) => void;
  /** a delivery asks for the address in the form */
  delivery: boolean;
  error?: string;
  disabled: boolean;
};

const describe = (customer: CustomerOption) =>
  [customer.phone && formatPhone(customer.phone), customer.address].filter(Boolean).join(" · ") ||
  "Sin teléfono ni dirección";

/**
 * Decision 048: 'Teléfono del cliente' lists, as it is typed, the customers whose phone holds its digits; one tap
 * picks one. 'Nuevo cliente' makes one there, with what was typed as its phone.
 */
export function CustomerLookup({ onPick, delivery, error, disabled }: CustomerLookupProps) {
  const search = useDebouncedSearch();
  const [creating, setCreating] = useState(false);
  const options = useCustomerOptions(search.q);
  const digits = phoneDigits(search.q);
  const searched = digits.length >= MIN_PHONE_DIGITS && options.data !== undefined;
  const found = searched ? (options.data ?? []) : [];

  if (creating)
    return (
      <Suspense
        fallback={
          <Box sx={{ display: "grid", placeItems: "center", py: 2 }}>
            <CircularProgress size={28} aria-label="Cargando" />
          </Box>
        }
      >
        <NewCustomerForm
          phone={search.text}
          delivery={delivery}
          onCreated={onPick}
          onCancel={() => setCreating(false)}
        />
      </Suspense>
    );

  const hint = options.isError
    ? options.error.message
    : searched && found.length === 0
      ? "No hay clientes con ese teléfono."
      : digits.length < MIN_PHONE_DIGITS
        ? `Escribí al menos ${MIN_PHONE_DIGITS} números para buscar.`
        : undefined;

  return (
    <Stack spacing={1}>
      <TextField
        label="Teléfono del cliente"
        type="tel"
        value={search.text}
        onChange={(event) => search.type(event.target.value)}
        disabled={disabled}
        error={error !== undefined || options.isError}
        helperText={error ?? hint}
        autoComplete="off"
        inputProps={{ inputMode: "tel", maxLength: limits.phone }}
        fullWidth
      />
      {found.length > 0 && (
        <Stack
          component="ul"
          aria-label="Clientes encontrados"
          spacing={0.5}
          sx={{ m: 0, p: 0, listStyle: "none" }}
        >
          {found.map((customer) => (
            <li key={customer.id}>
              <Button
                fullWidth
                variant="outlined"
                color="inherit"
                onClick={() => onPick(customer)}
                disabled={disabled}
                sx={{ minHeight: 48, justifyContent: "flex-start", textAlign: "left", textTransform: "none" }}
              >
                <Stack sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{customer.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {describe(customer)}
                  </Typography>
                </Stack>
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <Button
        startIcon={<PersonAdd />}
        onClick={() => setCreating(true)}
        {...preloadOnIntent(NewCustomerForm)}
        disabled={disabled}
        sx={{ minHeight: 44, alignSelf: "flex-start" }}
      >
        Nuevo cliente
      </Button>
    </Stack>
  );
}
