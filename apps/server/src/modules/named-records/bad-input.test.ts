import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

const lists = ["categories", "payment-methods", "ingredients", "staff"] as const;
const id = "01900000-0000-7000-8000-000000000000";
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Queries every list refuses; PostgreSQL used to answer some of them with a 500 (decision 015). */
const badQueries = [
  "?q=%00",
  "?q=Bebi%00das",
  "?%00=1",
  `?cursor=${cursorOf([1, "\u0000"])}`,
  `?cursor=${cursorOf(["2020-01-01T00:00:00.000Z", "\u0000"])}`,
  `?cursor=${cursorOf(["1", "x"])}`,
  `?cursor=${cursorOf("2020")}`,
  `?cursor=${cursorOf(["2020", id])}`,
  `?cursor=${cursorOf([1, id, 2])}`,
  `?cursor=${cursorOf({ at: 1, id })}`,
  "?limit=0x10",
  "?limit=1e2",
  "?limit=%205",
  "?limit=5%20",
  "?limit=+5",
  "?limit=05",
  "?limit=5.0",
  "?limit=-1",
  "?limit=",
  "?limit=1&limit=2",
];

/** Cursors of the right shape for one list only. */
const badCursors = {
  createdAt: [
    [1.5, id],
    [-1, id],
    [2 ** 53, id],
    ["1", id],
    ["2020-01-01T00:00:00.000Z", id],
    [1, "not-an-id"],
  ],
  staff: [
    [1, id],
    ["2020-01-01T00:00:00Z", id],
    ["2020-01-01", id],
    ["2020-02-30T00:00:00.000Z", id],
    ["0000-01-01T00:00:00.000Z", id],
    ["+275760-09-13T00:00:00.000Z", id],
    [" 2020-01-01T00:00:00.000Z", id],
    ["2020-01-01T00:00:00.000Z", "not-an-id"],
  ],
};

describe.each(engines)("list queries on %s", (engine) => {
  const server = useTestServer(engine);
  let cookies: Cookies;
  beforeAll(async () => {
    cookies = (await signUp(server())).cookies;
  });

  const get = (url: string) => inject(server(), { method: "GET", url: `/api/v1/${url}`, cookies });

  it.each(lists)("%s refuses NUL characters, forged cursors and odd limits with a 400", async (list) => {
    const forged = list === "staff" ? badCursors.staff : badCursors.createdAt;
    for (const query of [...badQueries, ...forged.map((value) => `?cursor=${cursorOf(value)}`)]) {
      const response = await get(`${list}${query}`);
      expect(response.statusCode, `${list}${query}`).toBe(400);
      expect(response.json().error.code, query).toBe("invalid-argument");
    }
  });

  it.each(lists)("%s names the cursor when it refuses one", async (list) => {
    const response = await get(`${list}?cursor=${cursorOf([1, "\u0000"])}`);
    expect(response.json()).toEqual({
      error: {
        code: "invalid-argument",
        message: "El cursor de la página no es válido.",
        fields: { cursor: "El cursor no es válido." },
      },
    });
  });

  it.each(lists)("%s accepts decimal limits from 1 to 100 and cursors it could have made", async (list) => {
    const at = list === "staff" ? "2999-12-31T23:59:59.999Z" : 0;
    for (const query of ["?limit=1", "?limit=7", "?limit=100", `?cursor=${cursorOf([at, id])}&limit=10`]) {
      const response = await get(`${list}${query}`);
      expect(response.statusCode, `${list}${query}`).toBe(200);
    }
  });
});
