import Avatar from "@mui/material/Avatar";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { initialOf } from "../../lib/initial-of";

type PriceListShellProps = { businessName?: string; children: ReactNode };

/** The public page's frame: the business's mark (its initial, or a default one), the heading and its name. */
export function PriceListShell({ businessName, children }: PriceListShellProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 5 }, px: 2 }}>
      <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center", mb: 3 }}>
        <Avatar
          aria-hidden
          sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: 32, fontWeight: 600 }}
        >
          {businessName ? initialOf(businessName) : "$"}
        </Avatar>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.125rem" } }}>
          Lista de productos
        </Typography>
        {businessName && (
          <Typography variant="h6" component="p" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {businessName}
          </Typography>
        )}
      </Stack>
      {children}
    </Container>
  );
}
