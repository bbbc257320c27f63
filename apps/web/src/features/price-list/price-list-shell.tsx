import Avatar from "@mui/material/Avatar";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { initialOf } from "@/lib/initial-of";

type PriceListShellProps = { businessName?: string; logoUrl?: string | null; children: ReactNode };

/** The public page's frame: the business's logo (or its initial, or a default mark), the heading and its name. */
export function PriceListShell({ businessName, logoUrl, children }: PriceListShellProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 5 }, px: 2 }}>
      <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center", mb: 3 }}>
        <Avatar
          aria-hidden={logoUrl ? undefined : true}
          src={logoUrl ?? undefined}
          alt={logoUrl && businessName ? `Logo de ${businessName}` : undefined}
          variant={logoUrl ? "rounded" : "circular"}
          slotProps={{ img: { style: { objectFit: "contain" } } }}
          sx={{
            width: logoUrl ? 96 : 64,
            height: logoUrl ? 96 : 64,
            bgcolor: logoUrl ? "transparent" : "primary.main",
            fontSize: 32,
            fontWeight: 600,
          }}
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
