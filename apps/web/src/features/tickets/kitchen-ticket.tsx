import { byCourse, type Course, type Order, type OrderLine, orderLineKey } from "@comanda/domain";
import { ComboItems, TicketCustomer, TicketHeading } from "./ticket-parts";

type KitchenTicketProps = {
  order: Order;
  /** the business's courses, in the order a table eats them (decision 082); none: the lines as they are */
  courses: readonly Course[];
};

type Grouped = { course: Course | null; lines: OrderLine[] };

/**
 * Decision 082: when a line has a course, the lines go under their courses in the order a table eats them,
 * as on the kitchen's display and the station's printed comanda; lines without one last, 'Sin tiempo'.
 */
const groupsOf = (order: Order, courses: readonly Course[]): Grouped[] =>
  order.lines.some((line) => line.course)
    ? byCourse(
        courses,
        order.lines.map((line) => ({ ...line, course: line.course ?? null })),
      )
    : [{ course: null, lines: order.lines }];

/** The comanda (decision 020): what to make, big enough to read off the pass; no prices. */
export function KitchenTicket({ order, courses }: KitchenTicketProps) {
  const groups = groupsOf(order, courses);
  const titled = groups.length > 1 || groups[0]?.course != null;
  return (
    <>
      <TicketHeading order={order} title="Comanda" />
      <TicketCustomer order={order} full={false} />
      <hr className="ticket-rule" />
      {groups.map(({ course, lines }) => (
        <section key={course?.id ?? "none"} aria-label={titled ? (course?.name ?? "Sin tiempo") : undefined}>
          {titled && <h2 className="ticket-course">{(course?.name ?? "Sin tiempo").toUpperCase()}</h2>}
          <ul aria-label="Productos">
            {lines.map((line) => (
              <li key={orderLineKey(line)} className="ticket-kitchen-line">
                {line.quantity} × {line.name}
                <ComboItems line={line} />
                {/* Decision 080: what to make differently, under its line. */}
                {line.options.map((option) => (
                  <p key={option.id} className="ticket-choice">
                    &gt; {option.name}
                  </p>
                ))}
                {line.note && <p className="ticket-choice">Nota: {line.note}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {order.observation && (
        <>
          <hr className="ticket-rule" />
          <p className="ticket-observation">Observación: {order.observation}</p>
        </>
      )}
      <hr className="ticket-rule" />
      <p>Tomó: {order.createdByName}</p>
    </>
  );
}
