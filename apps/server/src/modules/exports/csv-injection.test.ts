import { describe, expect, it } from "vitest";
import { ba, insertDatedOrder } from "../../../test/dashboard-kit.ts";
import { engines } from "../../../test/database-kit.ts";
import { inject, signUp, useTestServer } from "../../../test/server-kit.ts";
import { closeShiftRow, openShiftRow } from "../../../test/service-rows-kit.ts";

/** What a spreadsheet would run as a formula (decision 022's attack findings), bare and after spaces. */
const payloads = [
  "=1+1",
  "+1",
  "-1+1",
  "@SUM(A1)",
  "\t=1+1",
  "\r=1+1",
  "  =1+1",
  " +1",
  "  -1+1",
  " @SUM(A1)",
];
const dangerous = /^\s*[=+\-@\t\r]/;

/** The cells of a `;`-separated CSV with quoted cells (which may hold `;`, quotes and line breaks). */
const parseCsv = (csv: string): string[][] => {
  const cell = /"((?:[^"]|"")*)"|([^;"\r]*)/y;
  const rows: string[][] = [];
  let row: string[] = [];
  for (let at = 0; at < csv.length; ) {
    cell.lastIndex = at;
    const match = cell.exec(csv) as RegExpExecArray;
    row.push(match[1] === undefined ? (match[2] ?? "") : match[1].replaceAll('""', '"'));
    at = cell.lastIndex;
    if (csv[at] === ";") at += 1;
    else if (csv.startsWith("\r\n", at)) {
      rows.push(row);
      row = [];
      at += 2;
    }
  }
  return rows;
};

describe.each(engines)("CSV exports against formula injection on %s", (engine) => {
  const server = useTestServer(engine);
  const db = () => server().ctx.database.db;

  it("writes every typed text of every export as text, whatever it starts with", async () => {
    const owner = await signUp(server());
    const businessId = owner.session.business.id;
    const userId = owner.session.user.id;
    for (const [n, text] of payloads.entries()) {
      const closed = await openShiftRow(db(), businessId, userId, {
        code: text,
        startDate: ba("2026-11-01") + n,
      });
      await closeShiftRow(db(), closed, userId, text);
    }
    const shiftId = await openShiftRow(db(), businessId, userId, {
      code: "abierto",
      startDate: ba("2026-11-23"),
    });
    for (const [n, text] of payloads.entries()) {
      const orderId = await insertDatedOrder(db(), {
        businessId,
        shiftId,
        at: ba("2026-11-23", "15:00") + n * 60_000,
        paymentMethod: { id: `01900000-0000-7000-8000-0000000001${String(n).padStart(2, "0")}`, name: text },
        lines: [
          { kind: "product", itemId: "p1", name: text, quantity: 1, unitPrice: 100 },
          { kind: "promotion", itemId: "c1", name: text, quantity: 1, unitPrice: 100 },
          { kind: "combo-item", itemId: "p2", name: text, quantity: 1, parent: 1 },
        ],
      });
      await db()
        .updateTable("order")
        .set({ turn: text, created_by_name: text })
        .where("id", "=", orderId)
        .execute();
    }

    for (const url of ["/api/v1/shifts/export", `/api/v1/shifts/${shiftId}/orders/export`]) {
      const response = await inject(server(), { method: "GET", url, cookies: owner.cookies });
      expect(response.statusCode, url).toBe(200);
      const [, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ""));
      expect(rows.length, url).toBeGreaterThanOrEqual(payloads.length);
      for (const row of rows)
        for (const cell of row) expect(cell, `${url}: ${JSON.stringify(row)}`).not.toMatch(dangerous);
    }

    const orders = await inject(server(), {
      method: "GET",
      url: `/api/v1/shifts/${shiftId}/orders/export`,
      cookies: owner.cookies,
    });
    const [, ...rows] = parseCsv(orders.body.replace(/^\uFEFF/, ""));
    expect(rows.map((row) => [row[0], row[4], row[6]])).toEqual(
      payloads.map((text) => Array(3).fill(`'${text}`)),
    );
  });
});
