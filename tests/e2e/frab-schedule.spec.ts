import { expect, test } from "./fixtures";

// Issue 13, item 2: the programme page names the Frab schedule that conference apps import.

test("the programme page links to the Frab schedule in XML and JSON, which answer", async ({
  page,
}) => {
  await page.goto("/programacao");
  const note = page.getByText("Para aplicativos de programação de congressos (formato Frab):");
  await expect(note).toBeVisible();
  const xml = note.getByRole("link", { name: "XML" });
  const json = note.getByRole("link", { name: "JSON" });
  await expect(xml).toHaveAttribute("href", "/schedule.xml");
  await expect(json).toHaveAttribute("href", "/schedule.json");

  const answer = await page.request.get("/schedule.json");
  expect(answer.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const { schedule } = await answer.json();
  expect(schedule.conference.acronym).toBe("cne2025");

  // Reached from the keyboard; what it names is the XML export. (Not opened in the page: Chromium's
  // own XML viewer draws its arrows from data: images, which the resource policy refuses.)
  await xml.focus();
  await expect(xml).toBeFocused();
  const document = await page.request.get("/schedule.xml");
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await document.text()).toContain("<acronym>cne2025</acronym>");
});
