import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useTaxonomyMessage } from "./use-taxonomy-message";

/**
 * One deletion at a time behind a confirmation: which item is asked about, the pending state and
 * the server's refusal (shown in the dialog), then a toast on success.
 */
export function useDeleteFlow<T, V>(
  mutation: UseMutationResult<unknown, Error, V>,
  variablesOf: (item: T, withLinks: boolean) => V,
  successMessage: string,
) {
  const { ofError } = useTaxonomyMessage();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | undefined>();
  return {
    target,
    error,
    pending: mutation.isPending,
    ask: (item: T) => {
      setError(undefined);
      setTarget(item);
    },
    close: () => setTarget(null),
    /** `withLinks`: the safe alternative the dialog offered, removing the associations too. */
    confirm: (withLinks = false) => {
      if (target === null) return;
      mutation.mutate(variablesOf(target, withLinks), {
        onSuccess: () => {
          setTarget(null);
          toast({ title: successMessage });
        },
        onError: (err) => setError(ofError(err)),
      });
    },
  };
}
