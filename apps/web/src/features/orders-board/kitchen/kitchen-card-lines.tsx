import { byCourse, type Course } from "@comanda/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { KitchenLine } from "./kitchen-lines";

type KitchenCardLinesProps = {
  lines: readonly KitchenLine[];
  courses: readonly Course[];
  /** decision 081: the order was cancelled while the kitchen had it */
  cancelled: boolean;
};

const lineKey = (line: KitchenLine) =>
  `${line.station ?? ""}|${line.combo ?? ""}|${line.name}|${line.options.join()}|${line.note ?? ""}|${line.course ?? ""}`;

/**
 * What a card makes, large, with each line's choices and note under it (decision 080), grouped by course in
 * the order a table eats them when the lines have one (decision 082).
 */
export function KitchenCardLines({ lines, courses, cancelled }: KitchenCardLinesProps) {
  const grouped = lines.some((line) => line.course !== null)
    ? byCourse(courses, lines)
    : [{ course: null, lines }];
  const titled = grouped.length > 1 || grouped[0]?.course != null;
  return (
    <Box
      component="ul"
      aria-label={cancelled ? "Anulado: no preparar" : undefined}
      sx={{
        m: 0,
        p: 0,
        listStyle: "none",
        display: "grid",
        gap: 0.25,
        ...(cancelled && { textDecoration: "line-through", color: "text.secondary" }),
      }}
    >
      {grouped.flatMap(({ course, lines: ofCourse }) => [
        ...(titled
          ? [
              <Typography
                component="li"
                key={`course-${course?.id ?? "none"}`}
                variant="overline"
                sx={{ fontWeight: 800, lineHeight: 1.6, color: "text.secondary", mt: 0.5 }}
              >
                {course?.name ?? "Sin tiempo"}
              </Typography>,
            ]
          : []),
        ...ofCourse.map((line) => (
          <Box
            component="li"
            key={lineKey(line)}
            sx={{ fontSize: "1.1rem", lineHeight: 1.3, overflowWrap: "anywhere" }}
          >
            <strong>{line.quantity} ×</strong> {line.name}
            {(line.combo || line.station) && (
              <Typography component="span" variant="body2" color="text.secondary">
                {" "}
                ({[line.combo, line.station].filter(Boolean).join(" · ")})
              </Typography>
            )}
            {/* Decision 080: what to make differently, large enough to read from the pass. */}
            {line.options.length > 0 && (
              <Box sx={{ pl: 2, fontWeight: 600, overflowWrap: "anywhere" }}>{line.options.join(", ")}</Box>
            )}
            {line.note && (
              <Box sx={{ pl: 2, fontStyle: "italic", overflowWrap: "anywhere" }}>Nota: {line.note}</Box>
            )}
          </Box>
        )),
      ])}
    </Box>
  );
}
