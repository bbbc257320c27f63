/** Marks the frames, so tests and the next print can find them. */
export const printFrameAttribute = "data-print-frame";

// A frame that never printed (the record vanished, the network fell) goes away on its own.
const forgottenFrameMs = 120_000;

/**
 * Prints a page without leaving the screen: it loads in an invisible frame, prints itself there (its own
 * ?auto=1) and the frame goes once the print dialog closes. No new tab to close. The page prints outside
 * the app's layout, so its paper (80 mm or A4) is laid out for the paper alone.
 */
export function printInFrame(src: string, title: string, marker: string, doc: Document = document) {
  const frame = doc.createElement("iframe");
  frame.setAttribute(printFrameAttribute, marker);
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = title;
  // Not display:none: a frame that is not rendered lays out nothing, so Chromium prints a blank page.
  Object.assign(frame.style, {
    position: "fixed",
    right: "0",
    bottom: "0",
    width: "0",
    height: "0",
    border: "0",
    visibility: "hidden",
  });
  const remove = () => frame.remove();
  const timer = setTimeout(remove, forgottenFrameMs);
  frame.addEventListener("load", () => {
    frame.contentWindow?.addEventListener("afterprint", () => {
      clearTimeout(timer);
      // After the dialog's own work: removing the frame inside its event would cut the print short.
      setTimeout(remove, 0);
    });
  });
  frame.src = src;
  doc.body.append(frame);
  return frame;
}
