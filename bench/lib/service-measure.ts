import autocannon, { type Result } from "autocannon";
import type { Api } from "./api.ts";
import type { Figure } from "./service-report.ts";

// The sales detail is read by the owner, perhaps on two devices: a few connections, as in decision 018.
export const detailConnections = 4;
const detailRequests = 200;

export const fromResult = (label: string, result: Result, note?: string): Figure => ({
  label,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  note,
});

export const failedOf = (result: Result) => result.non2xx + result.errors + result.timeouts;

export const msText = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** The yardstick: the signed-in GET /api/v1/session at `connections`, after two seconds of warm-up. */
export const measureSession = async (api: Api, connections: number, duration: number) => {
  const options = {
    url: `${api.base}/api/v1/session`,
    connections,
    headers: { cookie: api.cookie, origin: api.base },
  };
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration });
};

/** ~200 GETs of one page at a few connections, after a short warm-up; the p99 is the figure. */
export const measurePage = async (api: Api, path: string) => {
  const options = {
    url: `${api.base}${path}`,
    connections: detailConnections,
    headers: { cookie: api.cookie, origin: api.base },
  };
  await autocannon({ ...options, amount: 20 });
  return autocannon({ ...options, amount: detailRequests });
};
