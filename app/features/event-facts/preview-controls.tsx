import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

// Full page loads both ways: the server decides on each request which edition a page shows.

/** Where the organiser starts and leaves the draft edition's preview (an admin write). */
const PREVIEW_PATH = "/admin/preview";

/** 'Pré-visualizar no site': shows the public site as the draft edition, opening `to`. */
export function PreviewButton({
  to,
  variant = "outline",
  children = "Pré-visualizar no site",
}: {
  to?: string;
  variant?: "default" | "outline";
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" action={PREVIEW_PATH} reloadDocument>
      <input type="hidden" name="intent" value="start" />
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <button type="submit" className={buttonVariants({ variant })}>
        {children}
      </button>
    </Form>
  );
}

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
