import type { CreateDeliverableBody, Deliverable } from "@shared/contracts/deliverables";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterChange } from "./invalidate";

export type CreateDeliverableInput = { templateId: string; body: CreateDeliverableBody };

export const createDeliverable = ({ templateId, body }: CreateDeliverableInput) =>
  apiRequest<Deliverable>("POST", `/api/deliverables/from-template/${encodeURIComponent(templateId)}`, body);

export function useCreateDeliverable() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createDeliverable, onSuccess: () => invalidateAfterChange(qc) });
}
