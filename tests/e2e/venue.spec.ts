import { expect, test } from "./fixtures";

test("the venue page is in the 'O Congresso' dropdown and in the phone menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/sobre");
  const nav = page.getByRole("navigation", { name: /principal/i });
  await nav.getByRole("button", { name: "O Congresso" }).click();
  await nav.getByRole("link", { name: "Local e Hospedagem" }).click();
  await expect(page).toHaveURL(/\/local$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local e Hospedagem");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/sobre");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("button", { name: "O Congresso" }).click();
  await drawer.getByRole("link", { name: "Local e Hospedagem" }).click();
  await expect(page).toHaveURL(/\/local$/);
});

test("every hotel's 'Reservar' leads somewhere: here a WhatsApp message naming the hotel and the code", async ({
  page,
}) => {
  await page.goto("/local");
  await page.getByRole("tab", { name: /Hospedagem/ }).click();
  const bookings = page.getByRole("link", { name: /^Reservar/ });
  await expect(bookings).toHaveCount(3);
  for (const booking of await bookings.all()) {
    const name = (await booking.textContent())?.match(/– (.+?) \(abre/)?.[1];
    expect(name, "o nome do hotel no rótulo acessível").toBeTruthy();
    const url = new URL((await booking.getAttribute("href")) ?? "");
    expect(url.origin).toBe("https://wa.me");
    // 'na Pousada …', 'no Hotel …': the contraction itself is unit-tested (hotel-booking.test.ts).
    expect(url.searchParams.get("text")).toMatch(/^Olá! Gostaria de reservar n[ao] /);
    expect(url.searchParams.get("text")).toContain(` ${name} com o código de desconto`);
    expect(url.searchParams.get("text")).toMatch(/código de desconto \S+/);
    await expect(booking).toHaveAttribute("target", "_blank");
  }
});
