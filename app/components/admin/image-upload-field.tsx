import type { FieldMetadata } from "@conform-to/react";
import { ImageUp, LoaderCircle, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ErrorList } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import {
  MAX_IMAGE_BYTES,
  MEDIA_UPLOAD_PATH,
  type MediaPurpose,
  mediaMessages,
} from "~/lib/media-rules";

/** An image uploaded as chosen, previewed, its URL in the field's hidden input; without JS it stays. */
export function ImageUploadField({
  label,
  meta,
  purpose,
  optional = false,
  previewAlt,
  previewClassName,
}: {
  label: string;
  /** The form's field: the hidden input's name, first URL and errors ('Imagem é obrigatória'). */
  meta: FieldMetadata<unknown>;
  purpose: MediaPurpose;
  /** Offers 'Remover imagem'. */
  optional?: boolean;
  previewAlt: string;
  previewClassName?: string;
}) {
  const inputId = useId();
  const uploadErrorId = `${inputId}-erro`;
  const fileInput = useRef<HTMLInputElement>(null);
  const hiddenInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState((meta.initialValue as string | undefined) ?? "");
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  function change(next: string) {
    flushSync(() => setUrl(next));
    // A new image counts as input, so conform validates the field again.
    hiddenInput.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }

  async function handleFile(file: File | undefined) {
    if (!file) return;
    // Checked here for a quick answer; the server checks again, by the file's content.
    const problem =
      file.size > MAX_IMAGE_BYTES
        ? mediaMessages.tooLarge
        : file.type.startsWith("image/")
          ? null
          : mediaMessages.notImage;
    setUploadError(problem);
    if (!problem) {
      setUploading(true);
      const body = new FormData();
      body.set("purpose", purpose);
      body.set("file", file);
      try {
        const response = await fetch(MEDIA_UPLOAD_PATH, { method: "POST", body });
        const answer = (await response.json().catch(() => null)) as {
          url?: unknown;
          error?: unknown;
        } | null;
        if (response.ok && typeof answer?.url === "string") change(answer.url);
        else
          setUploadError(
            typeof answer?.error === "string" ? answer.error : mediaMessages.uploadFailed,
          );
      } catch {
        setUploadError(mediaMessages.uploadFailed);
      } finally {
        setUploading(false);
      }
    }
    // The same file may be chosen again after a failure.
    if (fileInput.current) fileInput.current.value = "";
  }

  const fieldErrors = meta.errors?.length ? meta.errors : undefined;
  const hintId = `${inputId}-dica`;
  const describedBy = [uploadError ? uploadErrorId : fieldErrors ? meta.errorId : undefined, hintId]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <input ref={hiddenInput} type="hidden" name={meta.name} value={url} />
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            "flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50",
            previewClassName,
          )}
        >
          {url ? (
            <img
              src={url}
              alt={previewAlt}
              width={96}
              height={96}
              className="size-full object-contain"
            />
          ) : (
            <ImageUp aria-hidden className="size-8 text-slate-500" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              "border-brand-700 text-brand-800 hover:bg-brand-50 focus-within:ring-brand-500/50 inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border bg-white px-4 text-sm font-semibold focus-within:ring-[3px]",
              uploading && "pointer-events-none opacity-60",
            )}
          >
            {uploading ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <ImageUp aria-hidden className="size-4" />
            )}
            {uploading ? "Enviando..." : url ? "Trocar imagem" : "Escolher imagem"}
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept="image/*"
              aria-label={label}
              aria-invalid={uploadError || fieldErrors ? true : undefined}
              aria-describedby={describedBy}
              disabled={uploading}
              className="sr-only"
              onChange={(event) => void handleFile(event.currentTarget.files?.[0])}
            />
          </label>
          {optional && url ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => change("")}>
              <X aria-hidden />
              Remover imagem
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        JPG, PNG ou WebP, até 2MB.
      </p>
      {uploadError ? (
        <ErrorList id={uploadErrorId} errors={[uploadError]} />
      ) : (
        <ErrorList id={meta.errorId} errors={fieldErrors} />
      )}
    </div>
  );
}
