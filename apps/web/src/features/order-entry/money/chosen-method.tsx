import ArrowDropDown from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";

export type ChosenMethodProps = {
  methods: readonly { id: string; name: string }[];
  paymentMethodId: string;
  /** 'Dividir pago' is on: the parts say how it is paid */
  split: boolean;
  onChange: (id: string) => void;
  disabled: boolean;
};

/**
 * docs/product.md#new-order: the order's payment method in the total bar, beside 'Crear', so it is in sight
 * at every size (on a portrait tablet the method chips are below the fold), and changed from there too.
 */
export function ChosenMethod({ methods, paymentMethodId, split, onChange, disabled }: ChosenMethodProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = methods.find((method) => method.id === paymentMethodId)?.name;
  if (!split && name === undefined) return null;
  const handlePick = (id: string) => {
    setAnchor(null);
    onChange(id);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", minWidth: 0 }}>
      {/* On a phone the method alone, under the total, says enough; the button's name still says what it is. */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ whiteSpace: "nowrap", display: { xs: "none", sm: "block" } }}
      >
        Medio de pago
      </Typography>
      {split ? (
        <Typography role="status" aria-label="Medio de pago elegido" variant="body2" sx={{ fontWeight: 700 }}>
          Pago dividido
        </Typography>
      ) : (
        <>
          <Button
            size="small"
            endIcon={<ArrowDropDown />}
            onClick={(event) => setAnchor(event.currentTarget)}
            disabled={disabled}
            aria-label={`Medio de pago elegido: ${name}. Cambiar`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor !== null}
            sx={{
              fontWeight: 700,
              minWidth: 0,
              maxWidth: "100%",
              overflow: "hidden",
              textTransform: "none",
              fontSize: 15,
            }}
          >
            <Typography component="span" noWrap sx={{ font: "inherit" }}>
              {name}
            </Typography>
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {methods.map((method) => (
              <MenuItem
                key={method.id}
                selected={method.id === paymentMethodId}
                onClick={() => handlePick(method.id)}
                sx={{ minHeight: 44 }}
              >
                {method.name}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Stack>
  );
}
