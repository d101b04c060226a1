import type { Deliverable, UpdateDeliverableBody } from "@shared/contracts/deliverables";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterChange } from "./invalidate";

export type UpdateDeliverableInput = { id: string; body: UpdateDeliverableBody };

export const updateDeliverable = ({ id, body }: UpdateDeliverableInput) =>
  apiRequest<Deliverable>("PUT", `/api/deliverables/${encodeURIComponent(id)}`, body);

export function useUpdateDeliverable() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateDeliverable, onSuccess: () => invalidateAfterChange(qc) });
}
