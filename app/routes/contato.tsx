import { IconTile } from "~/components/ui/icon-tile";
import { EmailAddress } from "~/components/email-address";
import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { FaqSection } from "~/components/faq-section";
import type { EventFacts } from "~/content/event-facts-schema";
import { formatBrazilianPhone, phoneHref } from "~/lib/event-format";
import { useEventFacts } from "~/lib/event-facts-context";
import { faqWithFacts, whatsappHref } from "~/lib/fact-text";
import { submitThroughServer } from "~/features/forms/client-submit";
import { ContactForm } from "~/features/forms/contact-form";
import { contactFailureMessage } from "~/features/forms/form-messages";
import { submitPublicForm } from "~/features/forms/submissions.server";
import { faqPage } from "~/features/seo/faq-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contato";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches[1].loaderData?.facts,
    "Contato",
    "Fale com a organização do {evento}: formulário de contato, telefone, e-mail, WhatsApp e perguntas frequentes.",
  ),
  // The site's one FAQPage: here a visitor brings a question (the home repeats it unmarked).
  ...(matches[1].loaderData
    ? [{ "script:ld+json": faqPage(faqWithFacts(matches[1].loaderData.facts)) }]
    : []),
];

export async function action(args: Route.ActionArgs) {
  return submitPublicForm(args, "contact");
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitThroughServer(request, serverAction, contactFailureMessage);
}

function contactChannels({ contact, ...facts }: EventFacts) {
  const whatsapp = formatBrazilianPhone(contact.whatsappNumber);
  return [
    {
      icon: Phone,
      title: "Telefone",
      text: contact.phone,
      href: phoneHref(contact.phone),
      label: `Ligar para ${contact.phone}`,
    },
    {
      icon: Mail,
      title: "E-mail",
      // A size smaller than the others: the long domain then fits the card whole from 360 px.
      text: (
        <span className="text-sm">
          <EmailAddress address={contact.contactEmail} />
        </span>
      ),
      href: `mailto:${contact.contactEmail}`,
      label: `Escrever para ${contact.contactEmail}`,
    },
    {
      icon: MessageCircle,
      title: "WhatsApp",
      text: whatsapp,
      href: whatsappHref({ contact, ...facts }),
      label: `Conversar pelo WhatsApp ${whatsapp} (abre em nova aba)`,
      external: true,
    },
    { icon: Clock, title: "Horário de atendimento", text: contact.hours },
  ] as const;
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const channels = contactChannels(useEventFacts());
  return (
    <>
      <section className="from-brand-950 to-brand-800 bg-linear-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <p className="text-accent-300 text-sm font-semibold tracking-wider uppercase">
            Fale conosco
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">Contato</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            Tem alguma dúvida sobre o congresso, as inscrições ou os trabalhos científicos? Envie
            sua mensagem ou fale com a nossa equipe pelos canais abaixo.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 lg:px-8">
        <section
          id="formulario"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 className="text-brand-950 text-2xl font-bold tracking-tight md:text-3xl">
            Envie sua mensagem
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            Responderemos pelo e-mail informado o mais breve possível.
          </p>
          <ContactForm actionData={actionData} />
        </section>

        <section aria-labelledby="contact-info-heading">
          <h2
            id="contact-info-heading"
            className="text-brand-950 text-2xl font-bold tracking-tight md:text-3xl"
          >
            Informações de contato
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {channels.map((channel) => (
              <li
                key={channel.title}
                className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5"
              >
                <IconTile icon={channel.icon} tone="softStrong" shape="round" />
                <div className="min-w-0">
                  <h3 className="text-brand-950 font-semibold">{channel.title}</h3>
                  {"href" in channel ? (
                    <a
                      href={channel.href}
                      aria-label={channel.label}
                      {...("external" in channel
                        ? { target: "_blank", rel: "noopener noreferrer" }
                        : {})}
                      className="text-brand-700 hover:text-brand-900 inline-flex min-h-10 items-center font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                    >
                      {channel.text}
                    </a>
                  ) : (
                    <p className="mt-1 text-slate-700">{channel.text}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <FaqSection className="bg-slate-50" />
    </>
  );
}
