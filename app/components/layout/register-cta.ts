import { type NavItem, registerCta } from "~/content/navigation";
import { useEventPhase } from "~/lib/event-facts-context";

const certificatesCta: NavItem = { label: "Certificados", href: "/certificados" };

/** The header's call to action: registration, or the certificates once the event is over. */
export const useRegisterCta = (): NavItem =>
  useEventPhase().stage === "after" ? certificatesCta : registerCta;
