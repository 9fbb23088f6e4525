// The home page below its hero: fetched apart from the first scripts (app/routes/home.tsx).
export { AboutSection } from "~/features/about/about-section";
export { HighlightsSection } from "~/components/home/highlights-section";
export { HomeProgrammeSection } from "~/features/programme/home-programme-section";
export { SpeakersSection } from "~/features/speakers/speakers-section";
export { CtaBannerSection } from "~/components/home/cta-banner-section";
export { RegistrationSection } from "~/components/home/registration-section";
export { SponsorsSection } from "~/features/sponsors/sponsors-section";
export { VenueSection } from "~/components/home/venue-section";
export { FaqSection } from "~/components/faq-section";
