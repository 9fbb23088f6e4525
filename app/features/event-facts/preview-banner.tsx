import { buttonVariants } from "~/components/ui/button-variants";
import { PREVIEW_PATH } from "./preview-path";

/** Atop every public page of a preview: a plain form and link, its text made by the loader. */
export function PreviewBanner({ notice }: { notice: string }) {
  return (
    <section
      aria-label="Pré-visualização"
      className="border-b-2 border-amber-400 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 2xl:px-6">
        <p className="font-bold">{notice}</p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <form method="post" action={PREVIEW_PATH}>
            <input type="hidden" name="intent" value="stop" />
            <button type="submit" className={buttonVariants({ size: "sm" })}>
              Sair da pré-visualização
            </button>
          </form>
          <a href="/admin/event" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Voltar ao painel
          </a>
        </div>
      </div>
    </section>
  );
}
