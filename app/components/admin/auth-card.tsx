import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Logo } from "~/components/logo";

/** The admin sign-in steps' frame: logo, heading and lead on a card, then a way back. */
export function AuthCard({
  title,
  lead,
  back,
  children,
}: {
  title: string;
  lead: string;
  back: { to: string; label: string; reloadDocument?: boolean };
  children: React.ReactNode;
}) {
  return (
    <main
      id="conteudo"
      className="from-brand-950 to-brand-800 flex min-h-dvh flex-col items-center justify-center bg-linear-to-br px-4 py-10"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <Logo alt="Congresso Nacional de Enfermagem" className="h-12 w-auto" />
        <h1 className="text-brand-950 mt-6 text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 mb-6 text-slate-700">{lead}</p>
        {children}
      </div>
      <Link
        to={back.to}
        reloadDocument={back.reloadDocument}
        className="mt-6 inline-flex min-h-10 items-center gap-2 rounded-md px-2 font-medium text-white underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-white/60"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
    </main>
  );
}
