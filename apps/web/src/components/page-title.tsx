import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type PageTitleProps = { children: ReactNode };

export function PageTitle({ children }: PageTitleProps) {
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
