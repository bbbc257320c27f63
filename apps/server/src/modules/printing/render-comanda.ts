import { formatClock } from "@comanda/domain";
import type { ComandaDocument, ComandaLine } from "./documents.ts";
import {
  dashes,
  type Encoder,
  finishTicket,
  formatQuantity,
  formatStamp,
  type RenderOptions,
  startTicket,
} from "./escpos.ts";

const headings: Record<ComandaDocument["kind"], string | null> = {
  new: null,
  changes: "CAMBIOS",
  reprint: "REIMPRESIÓN",
  round: "RONDA",
  march: "MARCHA",
  cancelled: "ANULADO",
};

/** Decision 081: an edit that only takes lines out is their cancellation, and says so. */
const headingOf = (doc: ComandaDocument) =>
  doc.kind === "changes" && doc.lines.length === 0 && doc.removed?.length ? "ANULADO" : headings[doc.kind];

const printLines = (encoder: Encoder, lines: ComandaLine[], sign: string) => {
  let course: string | null | undefined;
  for (const [index, line] of lines.entries()) {
    // Decision 082: the lines come in the order a table eats them; each course is headed once, as on the display.
    if (line.course !== undefined && (index === 0 || line.course !== course)) {
      course = line.course;
      encoder
        .bold(true)
        .line(`-- ${(line.course ?? "Sin tiempo").toUpperCase()} --`)
        .bold(false);
    }
    encoder
      .bold(true)
      .line(`${sign}${formatQuantity(line.quantity)} x ${line.name}`)
      .bold(false);
    // Combo contents indented under the combo, so the cook sees what to make.
    for (const item of line.items ?? []) encoder.line(`    ${formatQuantity(item.quantity)} x ${item.name}`);
    // Decision 080: the choices and the note under their line, where the cook reads them.
    for (const option of line.options ?? []) encoder.line(`    > ${option}`);
    if (line.note)
      encoder
        .bold(true)
        .line(`    NOTA: ${line.note.replace(/\s+/g, " ")}`)
        .bold(false);
  }
};

/** A station's ticket: the order's number large, what to make, what to take out on a change; never prices. */
export const renderComanda = (doc: ComandaDocument, options: RenderOptions): Uint8Array => {
  const encoder = startTicket(options);
  encoder.align("center").bold(true).line(doc.stationName).bold(false).line(doc.businessName);
  const heading = headingOf(doc);
  if (heading) encoder.invert(true).line(` ${heading} `).invert(false);
  encoder.newline().size(2, 2).line(`Pedido N° ${doc.turn}`).size(1, 1);
  // Decision 050: a take-away or delivery order says so, with the time promised, before anything to make.
  // A table's order: the table, large, is what the runner reads.
  if (doc.tableName) encoder.size(2, 2).line(doc.tableName.toUpperCase()).size(1, 1);
  else if (doc.typeLabel)
    encoder
      .bold(true)
      .line(
        doc.typeLabel.toUpperCase() + (doc.promisedAt ? ` - PARA LAS ${formatClock(doc.promisedAt)}` : ""),
      )
      .bold(false);
  encoder.newline();
  // Decision 081: a change, a round or a cancel is stamped when it reached the station, not when the order began.
  encoder
    .align("left")
    .line(formatStamp(doc.sentAt ?? doc.createdAt) + (doc.createdBy ? ` - ${doc.createdBy}` : ""));
  dashes(encoder);
  if (doc.kind === "changes" && doc.removed?.length) {
    if (doc.lines.length) encoder.bold(true).line("ANULADO").bold(false);
    printLines(encoder, doc.removed, "- ");
    if (doc.lines.length) {
      dashes(encoder);
      encoder.bold(true).line("AGREGAR").bold(false);
    }
  }
  printLines(encoder, doc.lines, doc.kind === "changes" ? "+ " : doc.kind === "cancelled" ? "- " : "");
  if (doc.observation) {
    dashes(encoder);
    encoder.bold(true).line("OBSERVACIÓN:").bold(false).line(doc.observation);
  }
  return finishTicket(encoder);
};
