import { uuidv7 } from "@comanda/domain";
import autocannon, { type Result } from "autocannon";
import { orderBody, type ServiceBusiness } from "./service-business.ts";

export type OrderLoad = {
  result: Result;
  /** orders answered 201 per second of the run */
  created: number;
  /** every answer that was not 201, by status, and the first one's body */
  failures: Map<number, number>;
  firstFailure?: string;
};

/**
 * POST /api/v1/orders at `connections` connections for `seconds`: every request a new order with a fresh
 * UUIDv7 id (a repeated id would be a retry, answered 200 without writing). Anything but 201 is an error.
 */
export const loadOrders = async (
  business: ServiceBusiness,
  connections: number,
  seconds: number,
  firstTurn: number,
): Promise<OrderLoad> => {
  const { base, cookie } = business.api;
  let turn = firstTurn;
  let created = 0;
  const failures = new Map<number, number>();
  let firstFailure: string | undefined;
  const result = await autocannon({
    url: `${base}/api/v1/orders`,
    connections,
    duration: seconds,
    headers: { cookie, origin: base, "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        path: "/api/v1/orders",
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(orderBody(business, turn++, uuidv7())),
        }),
        onResponse: (status, body) => {
          if (status === 201) {
            created += 1;
            return;
          }
          failures.set(status, (failures.get(status) ?? 0) + 1);
          firstFailure ??= `${status} ${String(body).slice(0, 300)}`;
        },
      },
    ],
  });
  return { result, created: created / result.duration, failures, firstFailure };
};

export const describeFailures = (failures: ReadonlyMap<number, number>) =>
  [...failures].map(([status, count]) => `${count} × ${status}`).join(", ");
