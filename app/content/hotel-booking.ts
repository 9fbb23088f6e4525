import { whatsappLink } from "~/lib/event-format";
import type { HotelFacts } from "~/content/event-facts-schema";

/** Where a hotel's 'Reservar' goes, and whether it leaves the site. */
export type HotelBooking = { href: string; external: boolean };

/**
 * The hotel's booking page when the facts hold one, else its phone, else a WhatsApp message to
 * the organisers naming the hotel and the discount code: never a button that does nothing.
 */
export function hotelBooking(
  hotel: HotelFacts,
  discountCode: string,
  whatsappNumber: string,
): HotelBooking {
  if (hotel.bookingUrl) return { href: hotel.bookingUrl, external: true };
  if (hotel.phone) return { href: `tel:${hotel.phone.replace(/[^\d+]/g, "")}`, external: false };
  const message = `Olá! Gostaria de reservar no ${hotel.name} com o código de desconto ${discountCode} do congresso.`;
  return {
    href: whatsappLink(whatsappNumber, message),
    external: true,
  };
}
