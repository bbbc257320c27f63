import { z } from "zod";
import { nameKey, nameText } from "./names.ts";

/**
 * Decision 082: a business's courses ('tiempos'), in the order a table eats them. A product has a default one,
 * an order line has one, and a table's round may hold a course until the waiter marches it ('Marchar').
 */
export const MAX_COURSES = 8;
export const COURSE_NAME_LENGTH = 20;

export const course = z.object({ id: z.string(), name: z.string() });
export type Course = z.infer<typeof course>;

/** What a new business starts with; the owner renames, adds and reorders them in the settings. */
export const defaultCourses: readonly Course[] = [
  { id: "entrada", name: "Entrada" },
  { id: "principal", name: "Principal" },
  { id: "postre", name: "Postre" },
  { id: "bebida", name: "Bebida" },
];

export const courseId = z
  .string({ error: "El tiempo no es válido." })
  .regex(/^[a-z0-9-]{1,40}$/, "El tiempo no es válido.");

/** A course as the settings send it: a kept one with its id (renamed or moved), a new one without. */
export const coursesInput = z
  .array(
    z.object({
      id: courseId.optional(),
      name: nameText(COURSE_NAME_LENGTH, "Escribí el nombre del tiempo."),
    }),
    { error: "Los tiempos deben ser una lista." },
  )
  .min(1, "Dejá al menos un tiempo.")
  .max(MAX_COURSES, `Podés tener hasta ${MAX_COURSES} tiempos.`)
  .refine(
    (courses) => new Set(courses.map((each) => nameKey(each.name))).size === courses.length,
    "Cada tiempo puede estar una sola vez.",
  )
  .refine(
    (courses) => {
      const ids = courses.flatMap((each) => (each.id ? [each.id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: "Un tiempo está repetido." },
  );
export type CoursesInput = z.input<typeof coursesInput>;

/** A line's course as an order or a round sends it: one of the business's, or none. */
export const lineCourse = courseId.nullable().optional();

/** POST /tabs/:id/march: the held lines of one course go to the kitchen. */
export const marchInput = z.object({ course: courseId });
export type MarchInput = z.input<typeof marchInput>;

/** A course's name, or null for none or one the owner has since deleted. */
export const courseName = (courses: readonly Course[], id: string | null | undefined) =>
  id ? (courses.find((each) => each.id === id)?.name ?? null) : null;

/**
 * Lines grouped by course in the business's order, lines without a known course last (under null): how the
 * kitchen display and the round dialog list them.
 */
export const byCourse = <T extends { course: string | null }>(
  courses: readonly Course[],
  lines: readonly T[],
) => {
  const order = new Map(courses.map((each, index) => [each.id, index]));
  const groups = new Map<string | null, T[]>();
  for (const line of lines) {
    const key = line.course !== null && order.has(line.course) ? line.course : null;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : (order.get(a) ?? 0) - (order.get(b) ?? 0)))
    .map(([id, grouped]) => ({
      course: id === null ? null : (courses[order.get(id) ?? 0] ?? null),
      lines: grouped,
    }));
};
