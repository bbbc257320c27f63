import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { PageTitle } from "./page-title";

type ListPageProps = { title: string; children: ReactNode };

/** A list screen: its heading, then one card holding the toolbar and the table. */
export function ListPage({ title, children }: ListPageProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={3}>{children}</Stack>
        </CardContent>
      </Card>
    </>
  );
}

/** The row above a list: search and filters at the start, the actions at the end; stacked on a phone. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
    >
      {children}
    </Stack>
  );
}
