import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Fragment } from "react";

export type AmountRow = { key: string; label: string; amount: string };

type AmountRowsProps = {
  rows: readonly AmountRow[];
  /** The list's accessible name ('Cobro', 'Detalle del total'). */
  label: string;
  /** Labels on one line each, cut short where the space ends (the order screen's total bar). */
  oneLine?: boolean;
};

/** Money as a description list: each label at the left, its amount right-aligned, never wrapped. */
export function AmountRows({ rows, label, oneLine = false }: AmountRowsProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: "1fr auto",
        columnGap: 1,
        ...(oneLine ? { mb: 0.5 } : { rowGap: 0.25 }),
      }}
    >
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Typography component="dt" variant="body2" color="text.secondary" noWrap={oneLine}>
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "right", whiteSpace: "nowrap" }}>
            {row.amount}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
