import { Copy, Share2 } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { toast } from "~/components/toaster";
import { buttonVariants } from "~/components/ui/button-variants";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/** The page's canonical address from the root's head, the same on server and client. */
export function useCanonicalUrl(): string | null {
  const root = useRouteLoaderData("root") as
    { head?: readonly Record<string, string>[] | null } | undefined;
  return root?.head?.find((tag) => tag.rel === "canonical")?.href ?? null;
}

/** The share sheet where the browser has one, else 'Copiar link' and a WhatsApp link. */
export function ShareLinks({
  url,
  title,
  text,
  shareLabel = "Compartilhar",
  copyHint = "Copie o endereço da barra do navegador.",
}: {
  url: string;
  title: string;
  /** What goes before the link in a message. */
  text: string;
  /** The share button's name: it says what is shared when the page holds other buttons. */
  shareLabel?: string;
  /** Where else the link can be copied from, when the clipboard refuses. */
  copyHint?: string;
}) {
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === "function";
  const buttonClass = cn(buttonVariants({ variant: "outline" }), "h-11");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      await toast.success("Link copiado!");
    } catch {
      await toast.error("Não foi possível copiar o link.", { description: copyHint });
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is no failure; a refusal (no user gesture, a file type) copies.
      if (error instanceof DOMException && error.name === "AbortError") return;
      await copy();
    }
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {canShare ? (
        <button type="button" className={buttonClass} onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          {shareLabel}
        </button>
      ) : (
        <>
          {hydrated && (
            <button type="button" className={buttonClass} onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copiar link
            </button>
          )}
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClass, "border-green-700 text-green-800 hover:bg-green-50")}
          >
            {/* WhatsApp's mark in a green disc (the site's glyph is white). */}
            <span
              aria-hidden="true"
              className="inline-flex size-6 items-center justify-center rounded-full bg-green-700"
            >
              <img src="/images/whatsapp.svg" alt="" className="size-4" />
            </span>
            Enviar pelo WhatsApp
          </a>
        </>
      )}
    </div>
  );
}
