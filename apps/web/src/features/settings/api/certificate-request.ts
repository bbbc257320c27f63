import {
  type CertificateRequest,
  type CertificateRequestInput,
  certificateRequest,
  type FiscalSettings,
} from "@comanda/domain/fiscal-settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { CertificateRequest };

const requestKey = [...queryKeys.fiscalSettings, "certificate-request"] as const;

/** The pending request's CSR (public: no key in it), to download it again. */
export const certificateRequestQueryOptions = queryOptions({
  queryKey: requestKey,
  queryFn: ({ signal }) =>
    apiGet("/fiscal-settings/certificate-request", { signal, schema: certificateRequest }),
});

export const usePendingCertificateRequest = (pending: boolean) =>
  useQuery({ ...certificateRequestQueryOptions, enabled: pending });

/**
 * 'Generar pedido de certificado' (decision 067): the server makes the key (kept there, encrypted)
 * and answers the CSR; the settings then show the request as pending.
 */
export function useGenerateCertificateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificateRequestInput) =>
      apiPost("/fiscal-settings/certificate-request", input, { schema: certificateRequest }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestKey, request);
      queryClient.setQueryData<FiscalSettings>(queryKeys.fiscalSettings, (settings) =>
        settings?.configured
          ? { ...settings, certificateRequest: { subject: request.subject, createdAt: request.createdAt } }
          : settings,
      );
    },
  });
}

/** The CSR as a file link's address: the browser saves it as `<alias>.csr` with no request of its own. */
export const csrFileHref = (csr: string) =>
  `data:application/pkcs10;charset=utf-8,${encodeURIComponent(csr)}`;

/** "C=AR, O=…, CN=comanda, serialNumber=CUIT …" → "comanda": the alias ARCA is told, for the file's name. */
export const aliasOf = (subject: string) => /(?:^|, )CN=([^,]+)/.exec(subject)?.[1] ?? "comanda";
