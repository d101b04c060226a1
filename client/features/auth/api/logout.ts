import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { clearStorageKeepingPreferences } from "@/lib/storage";
import { ME_QUERY_KEY } from "./get-me";

export const logout = () => apiRequest<{ ok: true }>("POST", "/api/auth/logout", {});

/**
 * Spec: logout always ends on /login with no cached data left, even when the call fails (the
 * person asked to leave; a server hiccup must not keep their data on screen).
 */
export function useLogout() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation("auth");
  const mutation = useMutation({
    mutationFn: logout,
    onError: () => {
      toast({
        variant: "destructive",
        title: t("logout.errorTitle"),
        description: t("logout.errorDescription"),
      });
    },
    onSettled: () => {
      qc.clear();
      // "Nobody is signed in": the session follows the me query (app/signed-in-app.tsx), so the
      // login page shows at once, without asking the server again.
      qc.setQueryData(ME_QUERY_KEY, null);
      clearStorageKeepingPreferences();
      // The server clears it too; doing it here stops the demo header even if the call failed.
      // biome-ignore lint/suspicious/noDocumentCookie: the demo flag is a plain readable cookie by design.
      document.cookie = "demo_mode=; Max-Age=0; path=/";
      navigate("/login");
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
