import { type Page, TOTAL_CAP } from "@comanda/domain";
import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ListParams } from "@/lib/list-params";
import { usePagedList } from "@/lib/use-paged-list";
import { type Column, PagedTable } from "./paged-table";
import { SearchField } from "./search-field";

type Row = { id: string; name: string };
const rows = (count: number, prefix = "Fila"): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, name: `${prefix} ${i + 1}` }));

/** A keyset server in memory: the cursor is the index where the page starts. */
const fakeServer = (all: Row[]) =>
  vi.fn(async ({ q, cursor }: ListParams): Promise<Page<Row>> => {
    const matching = all.filter((row) => row.name.toLowerCase().includes(q.toLowerCase()));
    const start = cursor ? Number(cursor) : 0;
    const end = start + 10;
    return {
      items: matching.slice(start, end),
      total: matching.length,
      nextCursor: end < matching.length ? String(end) : null,
    };
  });

const columns: Column<Row>[] = [{ header: "Nombre", cell: (row) => row.name }];

function Harness({ server }: { server: ReturnType<typeof fakeServer> }) {
  const list = usePagedList((params: ListParams) =>
    queryOptions({ queryKey: ["rows", params], queryFn: () => server(params) }),
  );
  return (
    <>
      <SearchField onSearch={list.search} />
      <PagedTable label="Filas" columns={columns} list={list} emptyMessage="No hay filas cargadas." />
    </>
  );
}

const renderTable = (server: ReturnType<typeof fakeServer>) => {
  // Like the app: a page seen moments ago is shown again without asking (lib/query-client.ts).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness server={server} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), queryClient };
};

const next = () => screen.getByRole("button", { name: "Ir a la página siguiente" });
const previous = () => screen.getByRole("button", { name: "Ir a la página anterior" });
const cursorsAsked = (server: ReturnType<typeof fakeServer>) => server.mock.calls.map(([params]) => params);

describe("PagedTable", { timeout: 15_000 }, () => {
  it("pages forward with the server's cursor and back through the cursors it kept", async () => {
    const server = fakeServer(rows(25));
    const { user } = renderTable(server);

    expect(await screen.findByText("1–10 de 25")).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    await user.click(next());
    expect(await screen.findByText("Fila 11")).toBeInTheDocument();
    expect(screen.getByText("11–20 de 25")).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText("Fila 25")).toBeInTheDocument();
    expect(screen.getByText("21–25 de 25")).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.click(previous());
    expect(await screen.findByText("Fila 20")).toBeInTheDocument();
    await user.click(previous());
    expect(await screen.findByText("Fila 1")).toBeInTheDocument();
    expect(screen.getByText("1–10 de 25")).toBeInTheDocument();
    expect(cursorsAsked(server)).toEqual([
      { q: "", cursor: undefined },
      { q: "", cursor: "10" },
      { q: "", cursor: "20" },
    ]);
    // docs/product.md#constants: 10 rows a page is the only option, so there is nothing to choose.
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("starts again from the first page when the filter changes", async () => {
    const server = fakeServer([...rows(15), ...rows(12, "Postre")]);
    const { user } = renderTable(server);

    await screen.findByText("1–10 de 27");
    await user.click(next());
    expect(await screen.findByText("11–20 de 27")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Buscar" }), "postre");

    expect(await screen.findByText("1–10 de 12")).toBeInTheDocument();
    expect(screen.getByText("Postre 1")).toBeInTheDocument();
    expect(cursorsAsked(server).at(-1)).toEqual({ q: "postre", cursor: undefined });
    // Typing is debounced: one request for the whole word.
    expect(cursorsAsked(server).filter(({ q }) => q !== "")).toHaveLength(1);
  });

  it("says 'más de 1.000' for a total the server capped, and keeps paging past it", async () => {
    const all = rows(1012);
    const counted = fakeServer(all);
    // docs/product.md#lists: the server counts up to TOTAL_CAP and says whether there are more.
    const server = vi.fn(async (params: ListParams): Promise<Page<Row>> => {
      const exact = await counted(params);
      return exact.total > TOTAL_CAP ? { ...exact, total: TOTAL_CAP, totalIsCapped: true } : exact;
    });
    const { user } = renderTable(server as unknown as ReturnType<typeof fakeServer>);

    expect(await screen.findByText("1–10 de más de 1.000")).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText("11–20 de más de 1.000")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Buscar" }), "fila 100");
    // Fila 100 and Fila 1000–1009: counted exactly.
    expect(await screen.findByText("1–10 de 11")).toBeInTheDocument();
  });

  it("shows the empty message in a row spanning the table, and a search without match", async () => {
    const { user } = renderTable(fakeServer([]));

    const cell = await screen.findByRole("cell", { name: "No hay filas cargadas." });
    expect(cell).toHaveAttribute("colspan", "1");
    expect(screen.getByText("0–0 de 0")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Buscar" }), "flan");
    expect(await screen.findByRole("cell", { name: "No hay resultados para “flan”." })).toBeInTheDocument();
  });

  it("steps back when the last row of a later page goes away", async () => {
    const all = rows(11);
    const server = fakeServer(all);
    const { user, queryClient } = renderTable(server);

    await screen.findByText("1–10 de 11");
    await user.click(next());
    expect(await screen.findByText("Fila 11")).toBeInTheDocument();
    all.pop();
    await queryClient.invalidateQueries({ queryKey: ["rows"] });

    expect(await screen.findByText("1–10 de 10")).toBeInTheDocument();
    expect(screen.queryByText("No hay filas cargadas.")).not.toBeInTheDocument();
  });

  it("offers a retry when the page cannot be loaded", async () => {
    const server = fakeServer(rows(3));
    server.mockRejectedValueOnce(new Error("No se pudo conectar con el servidor."));
    const { user } = renderTable(server);

    const table = screen.getByRole("table", { name: "Filas" });
    expect(await within(table).findByText("No se pudo conectar con el servidor.")).toBeInTheDocument();
    await user.click(within(table).getByRole("button", { name: "Reintentar" }));
    await waitFor(() => expect(within(table).getByText("Fila 3")).toBeInTheDocument());
  });

  /** A window `width` px wide, as far as CSS media queries of min-width and max-width go. */
  const windowOf = (width: number) =>
    vi.stubGlobal("matchMedia", (media: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(media);
      const max = /max-width:\s*([\d.]+)px/.exec(media);
      return {
        matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
        media,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    });

  it.each([
    [390, "block"],
    [768, "block"],
    [1024, "table-row"],
  ])("at %i px lays a row out as %s, every column in it", async (width, display) => {
    windowOf(width);
    const statusColumns: Column<Row>[] = [
      ...columns,
      { header: "Estado", cell: () => "Habilitado" },
      { header: "Acciones", cell: () => <button type="button">Editar</button>, actions: true },
    ];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function StatusHarness() {
      const list = usePagedList((params: ListParams) =>
        queryOptions({ queryKey: ["rows", params], queryFn: () => fakeServer(rows(1))(params) }),
      );
      return <PagedTable label="Filas" columns={statusColumns} list={list} emptyMessage="Nada." />;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <StatusHarness />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText("Fila 1")).closest("tr") as HTMLElement;
    expect(getComputedStyle(row).display).toBe(display);
    expect(within(row).getByText("Habilitado")).toBeVisible();
    expect(within(row).getByRole("button", { name: "Editar" })).toBeVisible();
    vi.unstubAllGlobals();
  });
});
