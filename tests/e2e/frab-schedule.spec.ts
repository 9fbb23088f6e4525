import { expect, test } from "./fixtures";

// Issue 13, item 2: the programme page names the Frab schedule that conference apps import.

test("the programme page links to the Frab schedule in XML and JSON, which open", async ({
  page,
}) => {
  await page.goto("/programacao");
  const note = page.getByText("Programação para aplicativos (Frab):");
  await expect(note).toBeVisible();
  const xml = note.getByRole("link", { name: "XML" });
  const json = note.getByRole("link", { name: "JSON" });
  await expect(xml).toHaveAttribute("href", "/schedule.xml");
  await expect(json).toHaveAttribute("href", "/schedule.json");

  const answer = await page.request.get("/schedule.json");
  expect(answer.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const { schedule } = await answer.json();
  expect(schedule.conference.acronym).toBe("cne2025");

  // Followed from the keyboard, the XML opens in the browser under its resource policy.
  await xml.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/schedule\.xml$/);
  await expect(page.getByText("cne2025").first()).toBeVisible();
});
