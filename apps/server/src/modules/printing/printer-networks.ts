import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { parseNetwork } from "../../config/printer-networks.ts";

/*
 * Decision 065: direct printing connects only to the restaurant's own network. An ADMIN
 * (any new sign-up) chooses a station's printer address, so without this the server would connect and write
 * wherever it was told — its own PostgreSQL, its own port, another instance — and tell whether it answered.
 */

/** Never a printer, whatever the list says: link-local (a cloud's metadata service), "any", multicast. */
const forbidden = [
  "169.254.0.0/16",
  "0.0.0.0/8",
  "224.0.0.0/4",
  "255.255.255.255/32",
  "fe80::/10",
  "::/128",
  "ff00::/8",
];
/** The server itself: refused unless the list names the very address as a host of its own (a /32 or /128). */
const loopback = ["127.0.0.0/8", "::1/128"];

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

const blockListOf = (entries: readonly string[]) => {
  const list = new BlockList();
  for (const entry of entries) {
    const network = parseNetwork(entry);
    if (network) list.addSubnet(network.address, network.prefix, network.family);
  }
  return list;
};

/** ::ffff:127.0.0.1 is 127.0.0.1: checked as the IPv4 address it reaches. */
const unmapped = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

/** Why an address is refused: no direct printing at all, outside the list, the server's own, or no such name. */
export type PrinterRefusal = "hosted" | "outside" | "reserved" | "unknown";

export type PrinterCheck =
  | { ok: true; address: string }
  | { ok: false; reason: PrinterRefusal; message: string };

export type PrinterGuard = {
  /** false on a hosted install (PRINTER_NETWORKS empty): the server never connects to a printer */
  direct: boolean;
  networks: readonly string[];
  /** Resolves `host` and says which address to connect to, or why not; call it for every connection. */
  check: (host: string) => Promise<PrinterCheck>;
};

export type PrinterGuardOptions = {
  networks: readonly string[];
  /** the database's URL: a PostgreSQL host is never a printer */
  databaseUrl?: string | null;
  lookup?: (host: string) => Promise<string[]>;
  ownAddresses?: () => string[];
};

const resolveAll = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const interfaceAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address.replace(/%.*$/, "")] : []));

const databaseHost = (url: string | null | undefined) => {
  if (!url?.startsWith("postgres")) return null;
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host || null;
  } catch {
    return null;
  }
};

export const notAllowedMessage = (host: string, networks: readonly string[]) =>
  networks.length === 0
    ? "Esta instalación no imprime directo en la red: la impresión va a pasar por el agente de impresión del local."
    : `La impresora ${host} no está en una red permitida para imprimir (${networks.join(", ")}). Quien administra el servidor puede sumarla en PRINTER_NETWORKS.`;

const reservedMessage = (host: string) =>
  `Comanda no imprime en ${host}: es una dirección reservada del servidor, no de una impresora.`;

/**
 * The check made before every connection to a printer: the host is resolved here and the connection goes to
 * the address checked, so a name cannot resolve one way for the check and another for the connection.
 */
export const createPrinterGuard = ({
  networks,
  databaseUrl = null,
  lookup = resolveAll,
  ownAddresses = interfaceAddresses,
}: PrinterGuardOptions): PrinterGuard => {
  const allowed = blockListOf(networks);
  const never = blockListOf(forbidden);
  const self = blockListOf(loopback);
  // An operator who writes 127.0.0.1/32 means that address; a wide range never opens the server's own.
  const namedHosts = new Set(
    networks.flatMap((entry) => {
      const network = parseNetwork(entry);
      return network && network.prefix === (network.family === "ipv4" ? 32 : 128) ? [network.address] : [];
    }),
  );
  const dbHost = databaseHost(databaseUrl);

  const reserved = async (address: string) => {
    const family = familyOf(address);
    if (namedHosts.has(address)) return false;
    if (self.check(address, family)) return true;
    if (ownAddresses().includes(address)) return true;
    if (!dbHost) return false;
    const dbAddresses = isIP(dbHost) ? [dbHost] : await lookup(dbHost).catch(() => [] as string[]);
    return dbAddresses.map(unmapped).includes(address);
  };

  const check = async (host: string): Promise<PrinterCheck> => {
    if (networks.length === 0)
      return { ok: false, reason: "hosted", message: notAllowedMessage(host, networks) };
    const unknown = {
      ok: false,
      reason: "unknown",
      message: `No encontramos la impresora ${host} en la red.`,
    } as const;
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await lookup(host);
    } catch {
      return unknown;
    }
    if (addresses.length === 0) return unknown;
    // Every address the name gives must pass: a name answering one good and one bad address is refused.
    for (const raw of addresses) {
      const address = unmapped(raw);
      const family = familyOf(address);
      if (never.check(address, family) || (await reserved(address)))
        return { ok: false, reason: "reserved", message: reservedMessage(host) };
      if (!allowed.check(address, family))
        return { ok: false, reason: "outside", message: notAllowedMessage(host, networks) };
    }
    return { ok: true, address: unmapped(addresses[0] as string) };
  };

  return { direct: networks.length > 0, networks, check };
};
