import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type FullPageMessageProps = { title: string; text: string; action: ReactNode };

/** A whole page that says one thing and offers one way on: an address that does not exist, a broken route. */
export function FullPageMessage({ title, text, action }: FullPageMessageProps) {
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: "100vh", alignItems: "center", justifyContent: "center", p: 2 }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Stack>
  );
}
