import { readFileSync } from "node:fs";
import { startArcaStandIn } from "./stand-in.ts";
import { writeTestCredentials } from "./test-ca.ts";

/**
 * The stand-in as its own process, for the browser tests:
 *   ARCA_STAND_IN_CA=ca.crt [ARCA_STAND_IN_CA_KEY=ca.key] [ARCA_STAND_IN_PORT=0] node --import tsx apps/server/test/arca/main.ts
 * or, to have it make a fresh test CA and a business certificate for a CUIT (ca.crt, business.crt,
 * business.key, the last two to upload in the fiscal settings; and ca.key):
 *   ARCA_STAND_IN_DIR=dir ARCA_STAND_IN_CUIT=20111111112 node --import tsx apps/server/test/arca/main.ts
 * Prints "ARCA stand-in listening on http://127.0.0.1:<port>"; steer it through /__control (control.ts).
 * With the CA's key it also issues certificates for requests made in the fiscal settings (/__control/sign-csr).
 */
const dir = process.env.ARCA_STAND_IN_DIR;
const caPath = process.env.ARCA_STAND_IN_CA;
const caKeyPath = process.env.ARCA_STAND_IN_CA_KEY;
let caCertificatePem: string;
let caPrivateKeyPem = caKeyPath ? readFileSync(caKeyPath, "utf8") : undefined;
if (caPath) caCertificatePem = readFileSync(caPath, "utf8");
else if (dir) {
  const { ca } = writeTestCredentials(dir, process.env.ARCA_STAND_IN_CUIT ?? "20111111112");
  caCertificatePem = ca.certificatePem;
  caPrivateKeyPem = ca.privateKeyPem;
} else {
  console.error(
    "ARCA_STAND_IN_CA must name the test CA's certificate (PEM), or ARCA_STAND_IN_DIR a folder to make one in",
  );
  process.exit(2);
}
const standIn = await startArcaStandIn({
  caCertificatePem,
  ...(caPrivateKeyPem ? { caPrivateKeyPem } : {}),
  port: Number(process.env.ARCA_STAND_IN_PORT ?? 0),
});
console.log(`ARCA stand-in listening on ${new URL(standIn.endpoints.wsaa).origin}`);

const stop = () => {
  standIn.close().then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
