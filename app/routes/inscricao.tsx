import { ArrowRight, Ban, LogIn, Users } from "lucide-react";
import { Link } from "react-router";
import { ExternalLinkButton } from "~/components/pages/external-link";
import { HomeSectionLink } from "~/components/pages/home-section-link";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageHero } from "~/components/pages/page-hero";
import { Button } from "~/components/ui/button";
import { registrationPage } from "~/content/pages-registration";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/inscricao";

export const meta: Route.MetaFunction = framedPageMeta(registrationPage);

export default function RegistrationPage() {
  const { links, tickets } = useEventFacts();
  const over = useEventPhase().stage === "after";
  return (
    <>
      <PageHero page={registrationPage} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        {over ? (
          <NoticeBanner
            icon={Ban}
            title={registrationPage.closedTitle}
            actions={
              <Button asChild size="lg">
                <Link to="/certificados">{registrationPage.certificatesLabel}</Link>
              </Button>
            }
          >
            {registrationPage.closedText}
          </NoticeBanner>
        ) : tickets.every((ticket) => ticket.soldOut) ? (
          <NoticeBanner icon={Ban} title={registrationPage.soldOutTitle}>
            {registrationPage.soldOutText}
          </NoticeBanner>
        ) : null}

        <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-700">
          {registrationPage.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ExternalLinkButton
            href={links.registration}
            markExternal
            size="lg"
            className="h-auto min-h-12 py-2 whitespace-normal"
          >
            {registrationPage.providerLabel}
          </ExternalLinkButton>
          {over ? null : (
            <Button asChild variant="outline" size="lg">
              <HomeSectionLink sectionId="inscricao-section">
                {registrationPage.packagesLabel}
              </HomeSectionLink>
            </Button>
          )}
          <ExternalLinkButton href={links.registrantsArea} icon={LogIn} variant="ghost" size="lg">
            {registrationPage.registrantsLabel}
          </ExternalLinkButton>
        </div>

        <section
          aria-labelledby="grupo-titulo"
          className="border-brand-100 bg-brand-50 mt-12 flex flex-col gap-4 rounded-xl border p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-4">
            <Users aria-hidden className="text-brand-700 mt-0.5 size-6 shrink-0" />
            <div>
              <h2 id="grupo-titulo" className="text-brand-950 text-lg font-bold">
                {registrationPage.groupTitle}
              </h2>
              <p className="text-slate-700">{registrationPage.groupText}</p>
            </div>
          </div>
          <Link
            to="/inscricoes-grupo"
            className="text-brand-700 inline-flex min-h-10 items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
          >
            {registrationPage.groupLink}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </section>
      </div>
    </>
  );
}
