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

/** Every answer that was not 201, by status, and the first one's body: what both order loads report. */
export const failureLog = () => {
  const log = {
    failures: new Map<number, number>(),
    firstFailure: undefined as string | undefined,
    record: (status: number, body: string) => {
      log.failures.set(status, (log.failures.get(status) ?? 0) + 1);
      log.firstFailure ??= `${status} ${body.slice(0, 300)}`;
    },
  };
  return log;
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
  const log = failureLog();
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
          log.record(status, String(body));
        },
      },
    ],
  });
  return {
    result,
    created: created / result.duration,
    failures: log.failures,
    firstFailure: log.firstFailure,
  };
};

export const describeFailures = (failures: ReadonlyMap<number, number>) =>
  [...failures].map(([status, count]) => `${count} × ${status}`).join(", ");
