import { isIP } from "node:net";

/*
 * PRINTER_NETWORKS as the configuration reads it (decision 065); modules/printing/printer-networks.ts checks
 * every printer address against the list.
 */

/** PRINTER_NETWORKS when it is not set: the private IPv4 ranges a restaurant's printers live in. */
export const defaultPrinterNetworks = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"];

export type Network = { address: string; prefix: number; family: "ipv4" | "ipv6" };

export const parseNetwork = (entry: string): Network | null => {
  const [address = "", prefixText, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
};

/**
 * PRINTER_NETWORKS as written: CIDRs (or single addresses) separated by commas or spaces. Unset gives the
 * default; set but empty gives none (a hosted install: no direct printing). Null when an entry is not a network.
 */
export const parsePrinterNetworks = (value: string | undefined): string[] | null => {
  if (value === undefined) return defaultPrinterNetworks;
  const entries = value.split(/[\s,]+/).filter(Boolean);
  const networks = entries.map(parseNetwork);
  if (networks.some((network) => network === null)) return null;
  return (networks as Network[]).map(({ address, prefix }) => `${address}/${prefix}`);
};

export const printerNetworksMessage =
  "PRINTER_NETWORKS es una lista de redes separadas por comas, como 192.168.0.0/16,10.0.0.0/8 (vacía: el servidor no imprime directo).";
