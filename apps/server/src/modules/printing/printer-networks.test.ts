import { describe, expect, it } from "vitest";
import { defaultPrinterNetworks } from "../../config/printer-networks.ts";
import { createPrinterGuard } from "./printer-networks.ts";

const names: Record<string, string[]> = {
  "cocina.local": ["192.168.0.50"],
  "db.internal": ["10.0.0.5"],
  "mixed.example": ["192.168.0.51", "127.0.0.1"],
  "metadata.example": ["169.254.169.254"],
};
const lookup = async (host: string) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return found;
};
const guardOf = (networks: string[], databaseUrl: string | null = null) =>
  createPrinterGuard({ networks, databaseUrl, lookup, ownAddresses: () => ["192.168.0.10", "127.0.0.1"] });
const verdicts = async (guard: ReturnType<typeof guardOf>, hosts: string[]) =>
  Object.fromEntries(
    await Promise.all(
      hosts.map(async (host) => {
        const check = await guard.check(host);
        return [host, check.ok ? check.address : "refused"] as const;
      }),
    ),
  );

describe("printer networks", () => {
  it("allows the private ranges by default, and never loopback, link-local, the server or its database", async () => {
    const guard = guardOf(defaultPrinterNetworks, "postgres://comanda@db.internal:5432/comanda");
    expect(guard.direct).toBe(true);
    expect(
      await verdicts(guard, [
        "192.168.1.50",
        "10.20.30.40",
        "172.31.255.1",
        "cocina.local",
        "8.8.8.8",
        "172.32.0.1",
        "127.0.0.1",
        "::1",
        "::ffff:127.0.0.1",
        "169.254.169.254",
        "fe80::1",
        "0.0.0.0",
        "192.168.0.10",
        "db.internal",
        "10.0.0.5",
        "mixed.example",
        "nadie.local",
      ]),
    ).toEqual({
      "192.168.1.50": "192.168.1.50",
      "10.20.30.40": "10.20.30.40",
      "172.31.255.1": "172.31.255.1",
      "cocina.local": "192.168.0.50",
      "8.8.8.8": "refused",
      "172.32.0.1": "refused",
      "127.0.0.1": "refused",
      "::1": "refused",
      "::ffff:127.0.0.1": "refused",
      "169.254.169.254": "refused",
      "fe80::1": "refused",
      "0.0.0.0": "refused",
      "192.168.0.10": "refused",
      "db.internal": "refused",
      "10.0.0.5": "refused",
      "mixed.example": "refused",
      "nadie.local": "refused",
    });
  });

  it("says why in Spanish: outside the networks, reserved, not found", async () => {
    const guard = guardOf(defaultPrinterNetworks);
    expect(await guard.check("8.8.8.8")).toEqual({
      ok: false,
      reason: "outside",
      message:
        "La impresora 8.8.8.8 no está en una red permitida para imprimir (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16). Quien administra el servidor puede sumarla en PRINTER_NETWORKS.",
    });
    expect(await guard.check("127.0.0.1")).toEqual({
      ok: false,
      reason: "reserved",
      message:
        "Comanda no imprime en 127.0.0.1: es una dirección reservada del servidor, no de una impresora.",
    });
    expect(await guard.check("nadie.local")).toEqual({
      ok: false,
      reason: "unknown",
      message: "No encontramos la impresora nadie.local en la red.",
    });
  });

  it("takes an operator's list as written, but opens a reserved address only when it names that host", async () => {
    const guard = guardOf(["0.0.0.0/0", "127.0.0.1/32", "192.168.0.10/32", "169.254.169.254/32"]);
    expect(
      await verdicts(guard, ["8.8.8.8", "127.0.0.1", "127.0.0.2", "192.168.0.10", "metadata.example"]),
    ).toEqual({
      "8.8.8.8": "8.8.8.8",
      "127.0.0.1": "127.0.0.1",
      "127.0.0.2": "refused",
      "192.168.0.10": "192.168.0.10",
      "metadata.example": "refused",
    });
  });

  it("reads 127.0.0.1 however it is written: a number, hex, short forms (the system's own resolver)", async () => {
    const guard = createPrinterGuard({ networks: defaultPrinterNetworks });
    for (const host of ["2130706433", "0x7f000001", "127.1", "0177.0.0.1", "localhost"])
      expect(await guard.check(host), host).toMatchObject({ ok: false, reason: "reserved" });
    // …and connects to the address it resolved, not to the text typed.
    expect(await guard.check("3232235521")).toEqual({ ok: true, address: "192.168.0.1" });
  });

  it("an empty list is a hosted install: nothing is direct", async () => {
    const guard = guardOf([]);
    expect(guard.direct).toBe(false);
    expect(await guard.check("192.168.0.50")).toEqual({
      ok: false,
      reason: "hosted",
      message:
        "Esta instalación no imprime directo en la red: la impresión va a pasar por el agente de impresión del local.",
    });
  });
});
