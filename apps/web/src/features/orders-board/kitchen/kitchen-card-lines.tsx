import { byCourse, type Course } from "@comanda/domain";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { memo, type ReactNode } from "react";
import type { KitchenLine } from "./kitchen-lines";

type KitchenCardLinesProps = {
  lines: readonly KitchenLine[];
  courses: readonly Course[];
  /** decision 081: the order was cancelled while the kitchen had it */
  cancelled: boolean;
  /** decision 087: whether the kitchen marked this line done; none: the lines are not tapped (a printout) */
  isDone?: (line: KitchenLine) => boolean;
  onToggle?: (line: KitchenLine) => void;
  busy?: boolean;
};

const lineKey = (line: KitchenLine) => `${line.stationId ?? ""}|${line.key}`;

function LineText({ line }: { line: KitchenLine }) {
  return (
    <>
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
    </>
  );
}

/**
 * What a card makes, large, with each line's choices and note under it (decision 080), grouped by course in
 * the order a table eats them when the lines have one (decision 082). Decision 087: each line is tapped done
 * (and again, not done), struck through so the cook sees what is left.
 */
export const KitchenCardLines = memo(function KitchenCardLines({
  lines,
  courses,
  cancelled,
  isDone,
  onToggle,
  busy,
}: KitchenCardLinesProps) {
  const grouped = lines.some((line) => line.course !== null)
    ? byCourse(courses, lines)
    : [{ course: null, lines }];
  const titled = grouped.length > 1 || grouped[0]?.course != null;
  const tappable = !cancelled && onToggle !== undefined;
  const lineOf = (line: KitchenLine): ReactNode => {
    const done = isDone?.(line) ?? false;
    if (!tappable) return <LineText line={line} />;
    return (
      <ButtonBase
        role="checkbox"
        aria-checked={done}
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          onToggle(line);
        }}
        sx={{
          width: "100%",
          minHeight: 44,
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "flex-start",
          textAlign: "left",
          gap: 0.75,
          px: 0.5,
          py: 0.25,
          borderRadius: 1,
          font: "inherit",
          "&:hover": { bgcolor: "action.hover" },
          ...(done && { color: "text.secondary", textDecoration: "line-through" }),
        }}
      >
        {done ? (
          <CheckCircle aria-hidden fontSize="small" color="success" sx={{ mt: 0.4 }} />
        ) : (
          <RadioButtonUnchecked aria-hidden fontSize="small" sx={{ mt: 0.4, color: "text.disabled" }} />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <LineText line={line} />
        </Box>
      </ButtonBase>
    );
  };
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
            sx={{ fontSize: "1.1rem", lineHeight: 1.3, overflowWrap: "anywhere", minWidth: 0 }}
          >
            {lineOf(line)}
          </Box>
        )),
      ])}
    </Box>
  );
});
