import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { ordinal } from "~/lib/event-format";
import { PREVIEW_PATH } from "./preview-schema";

// Full page loads both ways: the public site and the admin area are separate frames, and the
// server decides on each request which edition a page shows.

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

/** Atop every public page while an organiser previews the draft edition. */
export function PreviewBanner({ edition }: { edition: number }) {
  const notice = `Pré-visualização da ${ordinal(edition, "feminine")} edição — não publicada`;
  return (
    <section
      aria-label="Pré-visualização"
      className="border-b-2 border-amber-400 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 2xl:px-6">
        <p className="font-bold">{notice}</p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Form method="post" action={PREVIEW_PATH} reloadDocument>
            <input type="hidden" name="intent" value="stop" />
            <button type="submit" className={buttonVariants({ size: "sm" })}>
              Sair da pré-visualização
            </button>
          </Form>
          <Link
            to="/admin/event"
            reloadDocument
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Voltar ao painel
          </Link>
        </div>
      </div>
    </section>
  );
}
