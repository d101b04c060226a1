import type { CertificateVerification } from "@shared/contracts/training";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { CERTIFICATES_QUERY_KEY } from "./get-certificates";

export const verifyCertificate = getQueryFn<CertificateVerification>({ on401: "throw" });

/** Public: anyone holding a code may check it, signed in or not. */
export const verificationQueryOptions = (code: string) =>
  queryOptions({ queryKey: [...CERTIFICATES_QUERY_KEY, code], queryFn: verifyCertificate });

export function useCertificateVerification(code: string) {
  return useQuery({ ...verificationQueryOptions(code), enabled: code.length > 0 });
}
