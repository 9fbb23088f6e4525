// The frame's plain-link parts, fetched apart from the first scripts by site-layout.tsx.
export { PrintFooter } from "~/components/print-footer";
export { SiteFooter } from "~/components/site-footer";
export { WhatsAppButton } from "~/components/whatsapp-button";
export { OfflineSupport } from "~/features/offline/offline-support";
