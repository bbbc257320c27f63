import { type ChildProcess, spawn } from "node:child_process";
import { createPrivateKey, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ISSUER_CUIT, vouchers } from "../../../test/arca/stand-in-kit.ts";
import { writeTestCredentials } from "../../../test/arca/test-ca.ts";
import { generateCertificateRequest } from "../../modules/fiscal/certificate-request.ts";
import { ArcaUnavailableError } from "./errors.ts";
import { requestAccessTicket } from "./wsaa.ts";
import { createWsfeClient } from "./wsfe.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");

/** Starts test/arca/main.ts as the browser tests will, and answers the origin it prints. */
const startProcess = (caPath: string, caKeyPath: string) =>
  new Promise<{ child: ChildProcess; origin: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/test/arca/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        ARCA_STAND_IN_CA: caPath,
        ARCA_STAND_IN_CA_KEY: caKeyPath,
        ARCA_STAND_IN_PORT: "0",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /^ARCA stand-in listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(output);
      if (match?.[1]) resolve({ child, origin: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`the stand-in exited with ${code}: ${output}`)));
  });

describe("the stand-in as its own process", () => {
  let dir: string;
  let standIn: { child: ChildProcess; origin: string };
  let files: ReturnType<typeof writeTestCredentials>["files"];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "comanda-arca-"));
    files = writeTestCredentials(dir, ISSUER_CUIT).files;
    standIn = await startProcess(files.ca, files.caKey);
  });
  afterAll(() => {
    standIn?.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  });

  const control = (route: string, body?: object) =>
    fetch(
      `${standIn.origin}/__control/${route}`,
      body ? { method: "POST", body: JSON.stringify(body) } : undefined,
    );

  it("writes credentials the stand-in trusts, and serves WSAA and WSFEv1 on the printed port", async () => {
    expect(readFileSync(files.key, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const ticket = await requestAccessTicket({
      url: `${standIn.origin}/ws/services/LoginCms`,
      certificatePem: readFileSync(files.certificate, "utf8"),
      privateKeyPem: readFileSync(files.key, "utf8"),
    });
    const wsfe = createWsfeClient({ url: `${standIn.origin}/wsfev1/service.asmx` });
    const auth = { token: ticket.token, sign: ticket.sign, cuit: ISSUER_CUIT };
    const result = await wsfe.requestCae(auth, vouchers.b(1));
    expect(result.result).toBe("A");

    const stored = await (await fetch(`${standIn.origin}/__control/vouchers`)).json();
    expect(stored).toMatchObject([{ cuit: ISSUER_CUIT, number: 1, total: 1_210_050, cae: result.cae }]);
    const calls = (await (await fetch(`${standIn.origin}/__control/calls`)).json()) as {
      operation: string;
    }[];
    expect(calls.map((call) => call.operation)).toEqual(["LoginCms", "FECAESolicitar"]);
  });

  it("is steered through /__control: fail-next, sign-csr, reset", async () => {
    const wsfe = createWsfeClient({ url: `${standIn.origin}/wsfev1/service.asmx` });
    expect((await control("fail-next", { operation: "FEDummy", mode: "http-500" })).status).toBe(204);
    await expect(wsfe.dummy()).rejects.toBeInstanceOf(ArcaUnavailableError);
    expect((await wsfe.dummy()).appServer).toBe("OK");

    expect((await control("fail-next", { operation: "FEDummy", mode: "sideways" })).status).toBe(400);
    expect((await control("fail-next", { operation: "FEAnything", mode: "timeout" })).status).toBe(400);

    // Decision 067: ARCA issuing the certificate for a request made in the fiscal settings.
    const request = await generateCertificateRequest({
      cuit: ISSUER_CUIT,
      legalName: "Peña SRL",
      alias: "caja",
    });
    const signed = await control("sign-csr", { csr: request.csrPem });
    expect(signed.status).toBe(200);
    const { certificate } = (await signed.json()) as { certificate: string };
    const issued = new X509Certificate(certificate);
    expect(issued.subject).toBe(`C=AR\nO=Peña SRL\nCN=caja\nserialNumber=CUIT ${ISSUER_CUIT}`);
    expect(issued.checkPrivateKey(createPrivateKey(request.privateKeyPem))).toBe(true);
    expect(issued.verify(new X509Certificate(readFileSync(files.ca, "utf8")).publicKey)).toBe(true);
    expect((await control("sign-csr", { csr: "garbage" })).status).toBe(400);

    expect((await control("reset", {})).status).toBe(204);
    expect(await (await fetch(`${standIn.origin}/__control/vouchers`)).json()).toEqual([]);
  });
});
