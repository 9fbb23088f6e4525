import { EmailAddress } from "~/components/email-address";
import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { phoneHref } from "~/lib/event-format";
import { useEventFacts } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";
import { copyrightNotice, footerBlurb, footerEdition, footerNav } from "~/content/navigation";

const linkClass =
  "rounded-sm text-white underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent-300 inline-flex min-h-10 items-center";

export function SiteFooter() {
  const { contact, event } = useEventFacts();
  const t = useFactText();
  return (
    <footer className="bg-brand-950 text-white print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1fr_1fr_minmax(0,1.3fr)] lg:px-6">
        <div className="flex flex-col gap-4">
          <Link
            to="/"
            className="focus-visible:ring-accent-300 self-start rounded-sm outline-none focus-visible:ring-2"
          >
            <img
              src="/images/logo-white.svg"
              alt="Congresso Nacional de Enfermagem — início"
              width={180}
              height={48}
              loading="lazy"
              decoding="async"
              className="h-12 w-auto"
            />
          </Link>
          <p className="text-sm leading-relaxed text-slate-200">{t(footerBlurb)}</p>
          <p className="text-sm leading-relaxed font-semibold text-white">{t(footerEdition)}</p>
        </div>

        <nav aria-label="Rodapé">
          <h2 className="text-accent-300 text-sm font-semibold tracking-wide uppercase">
            Navegação
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {footerNav.map((item) => (
              <li key={item.href}>
                <Link to={item.href} prefetch="intent" className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-accent-300 text-sm font-semibold tracking-wide uppercase">Contato</h2>
          <ul className="mt-4 flex flex-col gap-1 text-sm">
            <li>
              <a href={phoneHref(contact.phone)} className={`${linkClass} gap-2`}>
                <Phone aria-hidden className="text-accent-300 size-4 shrink-0" />
                {contact.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.supportEmail}`} className={`${linkClass} gap-2`}>
                <Mail aria-hidden className="text-accent-300 size-4 shrink-0" />
                <EmailAddress address={contact.supportEmail} />
              </a>
            </li>
          </ul>
          <p className="mt-2 text-sm text-slate-200">{contact.hours}</p>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* Both sides compute the year; the padding clears the WhatsApp button. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 pt-6 pb-24 text-center text-xs text-slate-300 md:pb-6 lg:px-6"
        >
          {copyrightNotice(new Date().getFullYear(), event.name)}
        </p>
      </div>
    </footer>
  );
}
