/** Marks the frames, so tests and the next print can find them. */
export const printFrameAttribute = "data-print-frame";

// A frame that never printed (the record vanished, the network fell) goes away on its own.
const forgottenFrameMs = 120_000;

/**
 * An invisible frame for printing: not display:none (a frame that is not rendered lays out nothing, so
 * Chromium prints a blank page). It goes once the print dialog closes, or after a while if it never printed.
 * `onLoad` gets the frame's window once its page is in.
 */
function hiddenPrintFrame(
  doc: Document,
  marker: string,
  title: string | null,
  onLoad?: (view: Window) => void,
) {
  const frame = doc.createElement("iframe");
  frame.setAttribute(printFrameAttribute, marker);
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  if (title) frame.title = title;
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
    const view = frame.contentWindow;
    if (!view) return;
    view.addEventListener("afterprint", () => {
      clearTimeout(timer);
      // After the dialog's own work: removing the frame inside its event would cut the print short.
      setTimeout(remove, 0);
    });
    onLoad?.(view);
  });
  return frame;
}

/**
 * Prints a page without leaving the screen: it loads in an invisible frame, prints itself there (its own
 * ?auto=1) and the frame goes once the print dialog closes. No new tab to close. The page prints outside
 * the app's layout, so its paper (80 mm or A4) is laid out for the paper alone.
 */
export function printInFrame(src: string, title: string, marker: string, doc: Document = document) {
  const frame = hiddenPrintFrame(doc, marker, title);
  frame.src = src;
  doc.body.append(frame);
  return frame;
}

/** Prints a whole HTML document built on the device (a table's 'Cuenta') from an invisible frame. */
export function printHtmlInFrame(html: string, marker: string, doc: Document = document) {
  const frame = hiddenPrintFrame(doc, marker, null, (view) => view.print());
  frame.srcdoc = html;
  doc.body.append(frame);
  return frame;
}
