import { expect, test } from "vitest";
import { atLodging, hotelBooking } from "./hotel-booking";
import type { HotelFacts } from "./event-facts-schema";

const hotel: HotelFacts = {
  name: "Pousada Brisa do Mar",
  distance: "500 m",
  nightlyPrice: 280,
  rating: 4.5,
  image: "/images/hotels/hotel-2.webp",
  description: "…",
  discountPercent: 10,
};
const organisers = "5571988887777";

test("a hotel's own booking page comes first", () => {
  expect(
    hotelBooking(
      { ...hotel, bookingUrl: "https://example.com/reservas", phone: "(71) 3000-0000" },
      "CNE2025",
      organisers,
    ),
  ).toEqual({ href: "https://example.com/reservas", external: true });
});

test("without a booking page, its phone is dialled", () => {
  expect(hotelBooking({ ...hotel, phone: "+55 (71) 3000-0000" }, "CNE2025", organisers)).toEqual({
    href: "tel:+557130000000",
    external: false,
  });
});

test("without either, a WhatsApp message to the organisers names the hotel and the code", () => {
  const { href, external } = hotelBooking(hotel, "CNE2025", organisers);
  expect(external).toBe(true);
  const url = new URL(href);
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${organisers}`);
  expect(url.searchParams.get("text")).toBe(
    "Olá! Gostaria de reservar na Pousada Brisa do Mar com o código de desconto CNE2025 do congresso.",
  );
});

test("the message's contraction follows the lodging word's gender", () => {
  expect(atLodging("Pousada Brisa do Mar")).toBe("na Pousada Brisa do Mar");
  expect(atLodging("Casa do Rio Vermelho")).toBe("na Casa do Rio Vermelho");
  expect(atLodging("Pensão Central")).toBe("na Pensão Central");
  expect(atLodging("Hotel Sol Salvador")).toBe("no Hotel Sol Salvador");
  expect(atLodging("Gran Hotel Stella Maris")).toBe("no Gran Hotel Stella Maris");
  expect(atLodging("Casablanca Resort")).toBe("no Casablanca Resort");
});
