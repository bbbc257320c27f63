import { dashes, finishTicket, formatStamp, type RenderOptions, startTicket } from "./escpos.ts";

export type TestTicket = { businessName: string; stationName: string; at: number };

/**
 * 'Imprimir prueba' (decision 065): a short ticket that shows the paper's width (a full rule), the
 * code page (accents and ñ) and the cut, so whoever set the printer up sees at once what is wrong.
 */
export const renderTestTicket = (ticket: TestTicket, options: RenderOptions): Uint8Array => {
  const encoder = startTicket(options);
  encoder.align("center").bold(true).line(ticket.stationName).bold(false).line(ticket.businessName);
  encoder.newline().size(2, 2).line("PRUEBA").size(1, 1).newline().align("left");
  dashes(encoder);
  encoder
    .line("Si se lee bien, la impresora está lista.")
    .line("Acentos: á é í ó ú ü ñ Ñ ¿? ¡!")
    .line(`Papel de ${options.width} mm: la línea de arriba va de borde a borde.`)
    .line(formatStamp(ticket.at));
  dashes(encoder);
  return finishTicket(encoder);
};
