import { Check, CircleAlert, Users } from "lucide-react";
import { HomeSection } from "~/components/home/home-heading";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { homeText } from "~/content/home";
import { formatBRL, formatInstallments } from "~/lib/event-format";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { cn } from "~/lib/utils";

const text = homeText.registration;

/** Ticket prices with their checkout or a disabled 'Vagas esgotadas' (spec §4); gone after. */
export function RegistrationSection() {
  const { event, tickets } = useEventFacts();
  const { stage } = useEventPhase();
  if (stage === "after") return null;
  const capacityFilledPercent = event.capacityFilledPercent;
  const soldOut = tickets.every((ticket) => ticket.soldOut);
  return (
    <HomeSection
      id="registration-section"
      headingId="registration-heading"
      className="bg-slate-50 py-16 md:py-24"
      title={text.heading}
      intro={text.intro}
      kicker={
        <Badge variant="default" className="tracking-wide">
          {text.badge}
        </Badge>
      }
    >
      <div className="mx-auto mt-10 max-w-2xl rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        {soldOut ? (
          <>
            <p className="flex items-center gap-2 font-bold text-red-700">
              <CircleAlert aria-hidden className="size-5 shrink-0" />
              {text.soldOutNotice}
            </p>
            <p className="mt-1 mb-4 text-sm text-slate-600">{text.soldOutDetail}</p>
          </>
        ) : null}
        <div className="flex items-center justify-between text-sm font-semibold text-slate-800">
          <span id="capacity-label" className="flex items-center gap-2">
            <Users aria-hidden className="text-brand-700 size-4" />
            {text.progressLabel}
          </span>
          <span>{capacityFilledPercent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="capacity-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={capacityFilledPercent}
          aria-valuetext={`${capacityFilledPercent}%`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-linear-to-r from-red-500 to-red-700"
            style={{ width: `${capacityFilledPercent}%` }}
          />
        </div>
      </div>

      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        {tickets.map((ticket) => {
          const installments = formatInstallments(ticket.installments);
          return (
            <li
              key={ticket.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
            >
              <h3 className="text-brand-950 text-xl leading-snug font-bold">{ticket.name}</h3>
              <p className="mt-5 text-slate-600">
                <span className="text-sm">{text.installmentsPrefix} </span>
                <span className="text-brand-900 text-sm font-semibold">
                  {installments.count}
                </span>{" "}
                <span className="text-brand-900 text-4xl font-extrabold tracking-tight">
                  {installments.amount}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {text.upfront(formatBRL(ticket.fullPrice))}
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {ticket.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-3 text-slate-700">
                    <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              {ticket.soldOut ? (
                <Button
                  type="button"
                  size="lg"
                  disabled
                  className="mt-8 w-full bg-slate-200 text-slate-700 shadow-none disabled:opacity-100"
                >
                  {text.soldOutButton}
                </Button>
              ) : (
                <a
                  href={ticket.checkoutUrl}
                  className={cn(buttonVariants({ size: "lg" }), "mt-8 w-full")}
                  aria-label={`${text.buyButton}: ${ticket.name}`}
                >
                  {text.buyButton}
                </a>
              )}
            </li>
          );
        })}
      </ul>

      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600">{text.footer}</p>
    </HomeSection>
  );
}
