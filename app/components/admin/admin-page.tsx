import { Construction } from "lucide-react";

/** The heading of an admin page: its one h1 and a line saying what it is for. */
export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  /** Actions beside the heading (e.g. 'Salvar Alterações'). */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-brand-950 text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** What an editor shows until it is built. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-400 bg-white px-6 py-16 text-center">
        <Construction aria-hidden className="text-accent-600 size-10" />
        <p className="text-brand-950 text-lg font-semibold">Em construção</p>
        <p className="max-w-md text-slate-700">Este editor estará disponível em breve.</p>
      </div>
    </div>
  );
}
