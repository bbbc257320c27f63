import { formatMoney, pesosToCentavos } from "@comanda/domain";

/** The API speaks pesos; formatMoney takes centavos so that it never rounds twice. */
export const pesosText = (pesos: number) => formatMoney(pesosToCentavos(pesos));
