// @vitest-environment jsdom
// Printing goes through a hidden iframe's own window and its print dialog, which only jsdom builds (decision 052).
import { afterEach, describe, expect, it, vi } from "vitest";
import { printTicket, ticketFrameAttribute, ticketPath } from "./print-ticket";

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
  vi.useRealTimers();
});

describe("printTicket", () => {
  it("loads the ticket's page in an invisible frame that prints itself, without opening a tab", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const frame = printTicket("0190a000-0000-7000-8000-000000000012", "kitchen");
    expect(document.body.contains(frame)).toBe(true);
    expect(frame.getAttribute("src")).toBe(
      "/print/orders/0190a000-0000-7000-8000-000000000012/kitchen?auto=1",
    );
    expect(frame.getAttribute(ticketFrameAttribute)).toBe("kitchen");
    expect(frame).toHaveAttribute("aria-hidden", "true");
    expect(frame.style.width).toBe("0px");
    expect(frame.style.display).not.toBe("none");
    expect(open).not.toHaveBeenCalled();
  });

  it("removes the frame once the print dialog closes", async () => {
    const frame = printTicket("o1", "receipt");
    frame.dispatchEvent(new Event("load"));
    frame.contentWindow?.dispatchEvent(new Event("afterprint"));
    await vi.waitFor(() => expect(document.body.contains(frame)).toBe(false));
  });

  it("removes a frame that never printed after a while", () => {
    vi.useFakeTimers();
    const frame = printTicket("o1", "kitchen");
    vi.advanceTimersByTime(120_000);
    expect(document.body.contains(frame)).toBe(false);
  });

  it("builds the ticket paths", () => {
    expect(ticketPath("a b", "receipt")).toBe("/print/orders/a%20b/receipt");
    expect(ticketPath("x", "kitchen", true)).toBe("/print/orders/x/kitchen?auto=1");
  });
});
