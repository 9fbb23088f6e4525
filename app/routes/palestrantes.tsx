import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/components/toaster";
import { framedPageMeta } from "~/lib/meta";
import { scrollToSection } from "~/lib/navigation";
import type { Route } from "./+types/palestrantes";

/** Spec §9: delay before scrolling to the speakers once the home page is shown. */
const SCROLL_DELAY_MS = 300;
const SECTION_ID = "speakers-section";

export const meta: Route.MetaFunction = framedPageMeta({
  title: "Palestrantes",
  description: "Conheça os palestrantes confirmados do {congresso}, em {cidade}.",
});

/** The speakers are on the home page; a hash never reaches the server, so the browser goes. */
export default function Palestrantes() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Development's double effect run must not navigate twice.
    if (started.current) return;
    started.current = true;
    void Promise.resolve(navigate("/", { replace: true, state: { scrollTo: SECTION_ID } })).then(
      () => {
        // Not cleared on unmount: leaving this route is the point.
        window.setTimeout(() => {
          if (!scrollToSection(SECTION_ID))
            toast.error("Não foi possível encontrar a seção de palestrantes.", { duration: 2000 });
        }, SCROLL_DELAY_MS);
      },
    );
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-brand-950 text-3xl font-bold">Palestrantes</h1>
      <p className="text-slate-700">
        Os palestrantes confirmados estão na página inicial do congresso.
      </p>
      <Link
        to={`/#${SECTION_ID}`}
        className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4"
      >
        Ver palestrantes confirmados
      </Link>
    </section>
  );
}
