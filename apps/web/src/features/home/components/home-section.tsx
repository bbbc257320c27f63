import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

type HomeSectionProps = { title: string; action?: ReactNode; children: ReactNode };

/** One block of the home screen: a card named by its heading, so each is a landmark a screen reader lists. */
export function HomeSection({ title, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
        {action}
      </CardContent>
    </Card>
  );
}
