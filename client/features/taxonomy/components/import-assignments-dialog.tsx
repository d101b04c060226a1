import { IMPORT_MAX_CHARS, type ImportResult } from "@shared/contracts/taxonomy";
import { CircleCheck, LoaderCircle, TriangleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useImportAssignments } from "../api/import-assignments";
import { useTaxonomyMessage } from "../hooks/use-taxonomy-message";

const EXAMPLE =
  "email,roleName,assignedBy,expiresAt\njeanne.martin@entreprise.fr,Analyste risques,,2026-12-31";

/** Bulk assignments from a CSV file, then the report: how many created, which lines refused and why. */
export function ImportAssignmentsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["taxonomy", "common"]);
  const { word, ofError } = useTaxonomyMessage();
  const upload = useImportAssignments();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [report, setReport] = useState<ImportResult | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const file = fileRef.current?.files?.[0];
    if (!file) return setError(t("importDialog.noFile"));
    // Characters, as the server counts them; bytes are a close upper bound.
    if (file.size > IMPORT_MAX_CHARS * 4) return setError(t("importDialog.tooLarge"));
    const csv = await file.text();
    if (csv.length > IMPORT_MAX_CHARS) return setError(t("importDialog.tooLarge"));
    upload.mutate(csv, {
      onSuccess: (result) => {
        setReport(result);
        toast({
          title: t("toasts.importDone"),
          description: t("importDialog.created", { count: result.created }),
        });
      },
      onError: (err) => setError(ofError(err)),
    });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !upload.isPending && onClose()}>
      <DialogContent closeLabel={t("common:close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("importDialog.title")}</DialogTitle>
          <DialogDescription>{t("importDialog.description")}</DialogDescription>
        </DialogHeader>
        {report ? (
          <div className="grid gap-4" role="status">
            <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="size-5" />
              {t("importDialog.created", { count: report.created })}
            </p>
            {report.rejected.length > 0 && (
              <div className="grid gap-2">
                <p className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200">
                  <TriangleAlert aria-hidden="true" className="size-5" />
                  {t("importDialog.rejected", { count: report.rejected.length })}
                </p>
                <div className="max-h-72 overflow-auto rounded-lg border">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">
                      {t("importDialog.rejected", { count: report.rejected.length })}
                    </caption>
                    <thead className="sticky top-0 bg-muted">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t("importDialog.line")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t("importDialog.email")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t("importDialog.reason")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.rejected.map((row) => (
                        <tr key={row.line} className="border-t">
                          <td className="px-3 py-2 tabular-nums">{row.line}</td>
                          <td className="px-3 py-2 break-all">{row.email || "—"}</td>
                          <td className="px-3 py-2">{word(row.reason)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            )}
            <DialogFooter>
              <Button onClick={onClose}>{t("importDialog.close")}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="import-file">{t("importDialog.file")}</Label>
              <Input
                ref={fileRef}
                id="import-file"
                type="file"
                accept=".csv,text/csv"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "import-file-error" : undefined}
                onChange={() => setError(undefined)}
              />
              <FieldError id="import-file-error" message={error} />
            </div>
            <div className="grid gap-1">
              <p className="text-xs font-medium text-muted-foreground">{t("importDialog.example")}</p>
              <pre className="overflow-x-auto rounded-lg bg-muted p-3 text-xs">{EXAMPLE}</pre>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={upload.isPending}>
                {t("form.cancel")}
              </Button>
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {upload.isPending ? t("importDialog.pending") : t("importDialog.submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
