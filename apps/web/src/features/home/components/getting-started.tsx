import type { Dashboard } from "@comanda/domain/dashboard";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { HomeSection } from "./home-section";

type Step = { key: keyof Dashboard["gettingStarted"]; label: string; to: string };

// Decision 020: what a new business does before its first sale, in the order it needs them.
export const gettingStartedSteps: Step[] = [
  { key: "category", label: "Creá una categoría", to: "/categories" },
  { key: "product", label: "Cargá un producto", to: "/stock" },
  { key: "paymentMethod", label: "Agregá un medio de pago", to: "/payment-methods" },
  { key: "shift", label: "Iniciá un turno", to: "/orders" },
];

type GettingStartedProps = { done: Dashboard["gettingStarted"] };

/** A new business sees what to set up instead of empty charts. */
export function GettingStarted({ done }: GettingStartedProps) {
  return (
    <HomeSection title="Primeros pasos">
      <Typography color="text.secondary">
        Todavía no hay ventas. Seguí estos pasos para tomar el primer pedido.
      </Typography>
      <List aria-label="Primeros pasos">
        {gettingStartedSteps.map((step) => (
          <li key={step.key}>
            <ListItemButton component={RouterLink} to={step.to}>
              <ListItemIcon>
                {done[step.key] ? (
                  <CheckCircle color="success" titleAccess="Hecho" />
                ) : (
                  <RadioButtonUnchecked titleAccess="Pendiente" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={step.label}
                slotProps={{
                  primary: done[step.key] ? { sx: { color: "text.secondary" } } : undefined,
                }}
              />
            </ListItemButton>
          </li>
        ))}
      </List>
    </HomeSection>
  );
}
