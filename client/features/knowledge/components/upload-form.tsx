import type { KnowledgeNodeDetail } from "@shared/contracts/knowledge";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "@/components/field-props";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, useUploadFile } from "../api/upload-file";
import { TREE_CATEGORY } from "../constants";
import { useErrorToast, useKnowledgeMessage } from "../hooks/use-knowledge-message";
import { type Destination, DestinationPicker } from "./destination-picker";

/** The server decides on the content; this only spares a 10 MB upload that would be refused anyway. */
function checkFile(file: File | null): string | null {
  if (!file) return "upload.required";
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext))) return "upload.badType";
  if (file.size > MAX_UPLOAD_BYTES) return "upload.tooLarge";
  return null;
}

export function UploadForm({
  initialDestination,
  onUploaded,
  onCancel,
}: {
  initialDestination: Destination;
  onUploaded: (node: KnowledgeNodeDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["knowledge", "common"]);
  const { ofError } = useKnowledgeMessage();
  const errorToast = useErrorToast();
  const upload = useUploadFile();
  const [file, setFile] = useState<File | null>(null);
  const [destination, setDestination] = useState<Destination>(initialDestination);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkFile(file);
    if (problem || !file) {
      setError(t(problem ?? "upload.required"));
      return;
    }
    setError(null);
    upload.mutate(
      { file, category: TREE_CATEGORY, parentId: destination?.id ?? null },
      {
        onSuccess: (node) => {
          toast({
            title: t("toasts.fileUploaded"),
            description: t("toasts.fileUploadedDescription", { name: node.name }),
          });
          onUploaded(node);
        },
        onError: (err) => {
          // 413 and 415 come with the server's own words; they belong next to the field.
          setError(ofError(err));
          errorToast(err);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="knowledge-upload-file">{t("upload.file")}</Label>
        <Input
          id="knowledge-upload-file"
          type="file"
          accept={UPLOAD_EXTENSIONS.join(",")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "knowledge-upload-error" : "knowledge-upload-hint"}
          className="file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
          onChange={(event) => {
            const next = event.target.files?.[0] ?? null;
            setFile(next);
            const problem = next ? checkFile(next) : null;
            setError(problem ? t(problem) : null);
          }}
        />
        <p id="knowledge-upload-hint" className="text-xs text-muted-foreground">
          {t("upload.hint")}
        </p>
        <FieldError id="knowledge-upload-error" message={error ?? undefined} />
      </div>
      <DestinationPicker
        idPrefix="knowledge-upload-destination"
        label={t("upload.destination")}
        value={destination}
        onChange={setDestination}
      />
      <FormFooter
        cancelLabel={t("common:cancel")}
        submitLabel={upload.isPending ? t("upload.submitting") : t("upload.submit")}
        pending={upload.isPending}
        onCancel={onCancel}
        icon={<Upload aria-hidden="true" />}
      />
    </form>
  );
}
