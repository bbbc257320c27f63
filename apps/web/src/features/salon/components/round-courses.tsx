import { byCourse, type Course } from "@comanda/domain";
import PauseCircle from "@mui/icons-material/PauseCircle";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import Typography from "@mui/material/Typography";
import { CourseSelect } from "@/entities/business/course-select";

/** A product of the round with its units and the course it goes in. */
export type RoundPick = { productId: string; name: string; quantity: number; course: string | null };

type RoundCoursesProps = {
  picks: readonly RoundPick[];
  courses: readonly Course[];
  /** the courses this round holds ('Esperar') */
  hold: readonly string[];
  onHold: (hold: string[]) => void;
  onMove: (productId: string, course: string | null) => void;
  disabled: boolean;
};

/**
 * Decision 082: the round's products by course, each movable to another, and each course held ('Esperar')
 * until the waiter marches it from the table. Shown only when the round has a product with a course.
 */
export function RoundCourses({ picks, courses, hold, onHold, onMove, disabled }: RoundCoursesProps) {
  if (courses.length === 0 || !picks.some((pick) => pick.course !== null)) return null;
  return (
    <Stack component="section" aria-label="Tiempos de la ronda" spacing={1}>
      <Typography variant="subtitle2" color="text.secondary" component="h3">
        Tiempos
      </Typography>
      {byCourse(courses, picks).map(({ course, lines }) => {
        const waiting = course !== null && hold.includes(course.id);
        return (
          <Stack key={course?.id ?? "none"} spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Typography sx={{ fontWeight: 700 }}>{course?.name ?? "Sin tiempo"}</Typography>
              {course && (
                <ToggleButton
                  value={course.id}
                  size="small"
                  color="warning"
                  selected={waiting}
                  disabled={disabled}
                  aria-label={`Esperar ${course.name}`}
                  onChange={() =>
                    onHold(waiting ? hold.filter((id) => id !== course.id) : [...hold, course.id])
                  }
                  sx={{ minHeight: 40, gap: 0.5 }}
                >
                  <PauseCircle fontSize="small" />
                  {waiting ? "Espera" : "Esperar"}
                </ToggleButton>
              )}
            </Stack>
            {lines.map((pick) => (
              <Stack
                key={pick.productId}
                direction="row"
                spacing={1}
                sx={{ alignItems: "center", justifyContent: "space-between", pl: 1 }}
              >
                <Typography sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
                  {pick.quantity} × {pick.name}
                </Typography>
                <CourseSelect
                  size="small"
                  label={`Tiempo de ${pick.name}`}
                  courses={courses}
                  value={pick.course}
                  disabled={disabled}
                  onChange={(moved) => onMove(pick.productId, moved)}
                  sx={{ minWidth: 140 }}
                />
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
