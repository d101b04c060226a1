import { IMPORT_MAX_BYTES, type ImportLine, type ImportResult } from "@shared/contracts/taxonomy";
import { CircleCheck, Clock, Download, LoaderCircle, TriangleAlert } from "lucide-react";
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

const TEMPLATE_FR =
  "Adresse e-mail;Rôle;Assigné par;Date d'expiration\r\njeanne.martin@entreprise.fr;Analyste risques;;31/12/2026\r\n";
const TEMPLATE_EN =
  "Email,Role,Assigned by,Expires at\r\njeanne.martin@company.com,Analyste risques,,2026-12-31\r\n";

/** Offers text as a file to save, with a BOM so that Excel reads its accents. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Bulk assignments from a CSV file, then the report: a summary and every line's verdict. */
export function ImportAssignmentsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(["taxonomy", "common"]);
  const { ofError } = useTaxonomyMessage();
  const upload = useImportAssignments();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [report, setReport] = useState<ImportResult | null>(null);
  const nf = new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR");
  const reason = (line: ImportLine) =>
    t(`importDialog.codes.${line.code}`, { value: line.value ?? "", defaultValue: line.message });
  const statusWord = (line: ImportLine) => t(`importDialog.status.${line.status}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const file = fileRef.current?.files?.[0];
    if (!file) return setError(t("importDialog.noFile"));
    if (file.size > IMPORT_MAX_BYTES) return setError(t("importDialog.tooLarge"));
    upload.mutate(file, {
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

  const downloadReport = (result: ImportResult) => {
    const header = [
      t("importDialog.line"),
      t("importDialog.email"),
      t("importDialog.statusLabel"),
      t("importDialog.reason"),
    ];
    const rows = result.lines.map((l) => [String(l.line), l.email, statusWord(l), reason(l)]);
    download(
      t("importDialog.reportFile"),
      [header, ...rows].map((cells) => cells.map(csvCell).join(";")).join("\r\n"),
    );
  };

  const table = (lines: ImportLine[], caption: string, testId: string) => (
    <div className="max-h-64 overflow-auto rounded-lg border" data-testid={testId}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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
          {lines.slice(0, 500).map((row) => (
            <tr key={`${row.line}-${row.code}`} className="border-t">
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className="px-3 py-2 break-all">{row.email || "—"}</td>
              <td className="px-3 py-2">{reason(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > 500 && (
        <p className="px-3 py-2 text-xs text-muted-foreground">
          {t("importDialog.more", { count: lines.length - 500 })}
        </p>
      )}
    </div>
  );

  const rejected = report?.lines.filter((l) => l.status === "rejected") ?? [];
  const pending = report?.lines.filter((l) => l.status === "pending") ?? [];

  return (
    <Dialog open onOpenChange={(next) => !next && !upload.isPending && onClose()}>
      <DialogContent closeLabel={t("common:close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("importDialog.title")}</DialogTitle>
          <DialogDescription>{t("importDialog.description")}</DialogDescription>
        </DialogHeader>
        {report ? (
          <div className="grid gap-4">
            <div role="status" className="grid gap-1">
              <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
                <CircleCheck aria-hidden="true" className="size-5" />
                {t("importDialog.created", { count: report.created })}
              </p>
              {report.pending > 0 && (
                <p className="flex items-center gap-2 font-medium text-sky-800 dark:text-sky-300">
                  <Clock aria-hidden="true" className="size-5" />
                  {t("importDialog.pendingCount", { count: report.pending })}
                </p>
              )}
              {report.rejected > 0 && (
                <p className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200">
                  <TriangleAlert aria-hidden="true" className="size-5" />
                  {t("importDialog.rejected", { count: report.rejected })}
                </p>
              )}
              <p className="text-xs text-muted-foreground">
                {t("importDialog.read", {
                  count: report.total,
                  total: nf.format(report.total),
                  encoding: t(`importDialog.encodings.${report.encoding}`),
                })}
              </p>
            </div>
            {rejected.length > 0 && (
              <section className="grid gap-2" aria-label={t("importDialog.rejectedTitle")}>
                <h3 className="text-sm font-semibold">{t("importDialog.rejectedTitle")}</h3>
                {table(rejected, t("importDialog.rejectedTitle"), "import-rejected")}
              </section>
            )}
            {pending.length > 0 && (
              <section className="grid gap-2" aria-label={t("importDialog.pendingTitle")}>
                <h3 className="text-sm font-semibold">{t("importDialog.pendingTitle")}</h3>
                {table(pending, t("importDialog.pendingTitle"), "import-pending")}
              </section>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => downloadReport(report)}>
                <Download aria-hidden="true" />
                {t("importDialog.downloadReport")}
              </Button>
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
                accept=".csv,.txt,text/csv"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "import-file-error" : undefined}
                onChange={() => setError(undefined)}
              />
              <FieldError id="import-file-error" message={error} />
            </div>
            <div className="grid gap-1">
              <p className="text-xs font-medium text-muted-foreground">{t("importDialog.example")}</p>
              <pre className="overflow-x-auto rounded-lg bg-muted p-3 text-xs">
                {i18n.language === "en" ? TEMPLATE_EN : TEMPLATE_FR}
              </pre>
              <Button
                type="button"
                variant="link"
                className="justify-self-start px-0"
                onClick={() =>
                  download(t("importDialog.templateFile"), i18n.language === "en" ? TEMPLATE_EN : TEMPLATE_FR)
                }
              >
                <Download aria-hidden="true" />
                {t("importDialog.downloadTemplate")}
              </Button>
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
