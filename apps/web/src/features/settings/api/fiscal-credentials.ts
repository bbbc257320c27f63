import { fiscalCredentialsInput, fiscalSettings } from "@comanda/domain/fiscal-settings";
import { useMutation } from "@tanstack/react-query";
import { apiDelete, apiPut } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { useFiscalSettingsSaved } from "./fiscal-settings";

/** No key: the certificate is ARCA's answer to the request generated in Comanda, whose key the server has. */
export type CredentialFiles = { certificate: File; privateKey: File | null };

/**
 * Reads the files and sends them. The texts live only inside this call: the mutation keeps the File handles,
 * never the private key's text (decision 054). A file that is not a PEM is refused here, as the server would.
 */
async function sendCredentials({ certificate, privateKey }: CredentialFiles) {
  const body = {
    certificate: await certificate.text(),
    ...(privateKey ? { private_key: await privateKey.text() } : {}),
  };
  const checked = fiscalCredentialsInput.safeParse(body);
  if (!checked.success) {
    const fields = Object.fromEntries(
      checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    throw new ApiError({ code: "invalid-argument", status: 400, fields });
  }
  return apiPut("/fiscal-settings/credentials", body, { schema: fiscalSettings });
}

export function useUploadCredentials() {
  const saved = useFiscalSettingsSaved();
  return useMutation({ mutationFn: sendCredentials, onSuccess: saved });
}

export function useRemoveCredentials() {
  const saved = useFiscalSettingsSaved();
  return useMutation({
    mutationFn: () => apiDelete("/fiscal-settings/credentials", { schema: fiscalSettings }),
    onSuccess: saved,
  });
}
