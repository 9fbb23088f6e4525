/** What a visitor sees when a page could not be loaded (never a stack trace). */
export function RouteErrorMessage({ eventName }: { eventName?: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{eventName ? `Erro | ${eventName}` : "Erro"}</title>
      <h1 className="text-brand-950 text-3xl font-bold">Algo deu errado</h1>
      <p className="text-slate-600">
        Não foi possível carregar esta página. Tente novamente em instantes.
      </p>
      <a href="/" className="text-brand-700 font-semibold underline underline-offset-4">
        Voltar para o início
      </a>
    </section>
  );
}
