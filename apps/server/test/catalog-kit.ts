import type { ChangeEntity } from "@comanda/domain";
import { expect } from "vitest";
import { type Cookies, inject, signUp, type TestServer } from "./server-kit.ts";

type Table = "category" | "payment_method" | "ingredient";
export type Item = { id: string; name: string; status: string; createdAt: number; updatedAt: number };

export type NamedRecordApi = {
  /** e.g. "/api/v1/categories" */
  path: string;
  table: Table;
  entity: ChangeEntity;
  /** A valid create/edit body for a name. */
  body: (name: string) => Record<string, unknown>;
  messages: { notFound: string; duplicate: string };
  /** Bodies this kind refuses beyond the name's rules, each with the field it must name. */
  badBodies?: { body: Record<string, unknown>; field: string }[];
};

/** A fresh business per test, with helpers bound to it, so counts never depend on another test. */
export const catalogClient = (server: TestServer, api: NamedRecordApi) => {
  const client = (cookies: Cookies) => ({
    list: (query = "") => inject(server, { method: "GET", url: `${api.path}${query}`, cookies }),
    get: (id: string) => inject(server, { method: "GET", url: `${api.path}/${id}`, cookies }),
    create: (payload: unknown) =>
      inject(server, { method: "POST", url: api.path, payload: payload as object, cookies }),
    edit: (id: string, payload: unknown) =>
      inject(server, { method: "PATCH", url: `${api.path}/${id}`, payload: payload as object, cookies }),
    setStatus: (id: string, payload: unknown) =>
      inject(server, {
        method: "PATCH",
        url: `${api.path}/${id}/status`,
        payload: payload as object,
        cookies,
      }),
    remove: (id: string) => inject(server, { method: "DELETE", url: `${api.path}/${id}`, cookies }),
    add: async (name: string): Promise<Item> => {
      const response = await client(cookies).create(api.body(name));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    },
  });
  const rowCount = async () => {
    const row = await server.ctx.database.db
      .selectFrom(api.table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const business = async () => {
    const owner = await signUp(server);
    return { ...client(owner.cookies), businessId: owner.session.business.id, cookies: owner.cookies };
  };
  return { client, business, rowCount };
};

export const walk = async (list: (query: string) => Promise<{ json: () => unknown }>, base: string) => {
  const pages: { items: Item[]; total: number; nextCursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `${base}${cursor ? `&cursor=${cursor}` : ""}`;
    const body = (await list(query)).json() as { data: (typeof pages)[number] };
    pages.push(body.data);
    cursor = body.data.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
};

export const newestFirst = (items: Item[]) =>
  [...items].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

export type CatalogClient = ReturnType<typeof catalogClient>;
