import type { CertificateStatus } from "@shared/contracts/training";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const CERTIFICATES_QUERY_KEY = ["/api/training/certificates"] as const;

export const getCertificates = getQueryFn<CertificateStatus[]>({ on401: "throw" });

export const certificatesQueryOptions = queryOptions({
  queryKey: CERTIFICATES_QUERY_KEY,
  queryFn: getCertificates,
});

export function useCertificates() {
  return useQuery(certificatesQueryOptions);
}

/** The PDF is served to its holder only, in their language; the verification page is public. */
export const certificatePdfUrl = (code: string, language: string) =>
  `/api/training/certificates/${encodeURIComponent(code)}/pdf?language=${language === "en" ? "en" : "fr"}`;
export const verificationUrl = (code: string) =>
  `${window.location.origin}/certificates/${encodeURIComponent(code)}`;
