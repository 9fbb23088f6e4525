// The frame's parts that need no script before they work (plain links): fetched apart from the
// first scripts by app/routes/site-layout.tsx, hydrated on arrival.
export { PrintFooter } from "~/components/print-footer";
export { SiteFooter } from "~/components/site-footer";
export { WhatsAppButton } from "~/components/whatsapp-button";
export { OfflineSupport } from "~/features/offline/offline-support";
