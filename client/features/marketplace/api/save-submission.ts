import type { Submission, SubmissionBody } from "@shared/contracts/marketplace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { SUBMISSIONS_QUERY_KEY } from "./get-submissions";

export const createSubmission = (body: SubmissionBody) =>
  apiRequest<Submission>("POST", "/api/marketplace/submissions", body);

export const updateSubmission = ({ id, body }: { id: string; body: SubmissionBody }) =>
  apiRequest<Submission>("PUT", `/api/marketplace/submissions/${encodeURIComponent(id)}`, body);

/** Creates a submission, or edits one when an id is given. */
export function useSaveSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: SubmissionBody }) =>
      input.id ? updateSubmission({ id: input.id, body: input.body }) : createSubmission(input.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}
