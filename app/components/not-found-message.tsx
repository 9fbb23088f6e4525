import { Link } from "react-router";

/** The 404 page's content (spec §2: 'Oops! Page not found' with a link home). */
export function NotFoundMessage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-brand-500 text-6xl font-extrabold" aria-hidden>
        404
      </p>
      <h1 className="text-brand-950 text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-slate-600">A página que você procura não existe ou foi movida.</p>
      <Link to="/" className="text-brand-700 font-semibold underline underline-offset-4">
        Voltar para o início
      </Link>
    </section>
  );
}
