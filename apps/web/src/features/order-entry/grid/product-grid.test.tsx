import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { TestProviders } from "@/testing/providers";
import { type GridItem, productItem } from "../order-draft";
import { firstScreen, ProductGrid } from "./product-grid";

const items: GridItem[] = Array.from({ length: firstScreen + 30 }, (_, n) =>
  productItem({
    id: `p${n}`,
    name: `Empanada ${String(n).padStart(3, "0")}`,
    price: 100_000,
    quantity: null,
    categoryId: "c1",
    modifierGroupIds: [],
  }),
);

// Decision 095: a big catalog opens with the screen a tablet shows, and the rest follows once it is painted.
describe("the order screen's grid", () => {
  it("draws its first screen with the dialog, then every product", async () => {
    render(
      <TestProviders queryClient={createQueryClient()}>
        <ProductGrid
          items={items}
          categories={[{ id: "c1", name: "Cocina" }]}
          lines={[]}
          onAdd={vi.fn()}
          searchRef={createRef()}
          loading={false}
        />
      </TestProviders>,
    );
    const grid = screen.getByRole("group", { name: "Productos" });
    expect(within(grid).getAllByRole("button")).toHaveLength(firstScreen);
    await waitFor(() => expect(within(grid).getAllByRole("button")).toHaveLength(items.length));
    expect(within(grid).getByRole("button", { name: /Empanada 077/ })).toBeInTheDocument();
  });

  // Decision 095: the screen opens before its catalog, and a fast cashier types at once.
  it("keeps an Enter typed while the catalog is on its way, and adds the only match once it is here", async () => {
    const onAdd = vi.fn();
    const queryClient = createQueryClient();
    const grid = (loaded: boolean): ReactNode => (
      <TestProviders queryClient={queryClient}>
        <ProductGrid
          items={loaded ? items : []}
          categories={[{ id: "c1", name: "Cocina" }]}
          lines={[]}
          onAdd={onAdd}
          searchRef={createRef()}
          loading={!loaded}
        />
      </TestProviders>
    );
    const { rerender } = render(grid(false));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole("searchbox", { name: "Buscar producto" }), "empanada 042{Enter}");
    expect(onAdd).not.toHaveBeenCalled();
    rerender(grid(true));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: "p42" })));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
