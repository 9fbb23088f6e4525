import { whatsappLink } from "~/lib/event-format";
import type { HotelFacts } from "~/content/event-facts-schema";

// Lodging words that take 'na' in Portuguese; every other name takes 'no'.
const FEMININE_LODGING =
  /^(pousada|casa|pens[aã]o|vila|villa|estalagem|hospedaria|fazenda|ch[aá]cara|resid[eê]ncia|quinta)\b/i;

/** "na Pousada Brisa do Mar", "no Hotel Sol": the contraction Portuguese wants before the name. */
export const atLodging = (name: string) => `${FEMININE_LODGING.test(name) ? "na" : "no"} ${name}`;

/** The hotel's page, else its phone, else a WhatsApp message to the organisers. */
export function hotelBooking(hotel: HotelFacts, discountCode: string, whatsappNumber: string) {
  if (hotel.bookingUrl) return { href: hotel.bookingUrl, external: true };
  if (hotel.phone) return { href: `tel:${hotel.phone.replace(/[^\d+]/g, "")}`, external: false };
  const message = `Olá! Gostaria de reservar ${atLodging(hotel.name)} com o código de desconto ${discountCode} do congresso.`;
  return { href: whatsappLink(whatsappNumber, message), external: true };
}
