import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { INVALID_TIME_ZONE } from "~/content/event-facts-schema";
import {
  parseMoney,
  parseSectionForm,
  sectionChanges,
  sectionDefaults,
  sectionSlugs,
} from "./editor-schemas";
import { formDataOf } from "~tests/support/form-data";

const facts = defaultEventFacts;

/** The section's current form, with `change` applied to its starting values. */
function submit(
  section: Parameters<typeof sectionDefaults>[0],
  change: (values: any) => void = () => {}, // eslint-disable-line @typescript-eslint/no-explicit-any
) {
  const values = structuredClone(sectionDefaults(section, facts));
  change(values);
  return parseSectionForm(section, formDataOf({ ...values, basedOnVersion: 1 }), facts);
}

const errorsOf = (submission: ReturnType<typeof submit>) =>
  submission.status === "success" ? {} : submission.reply().error;

test("every section's form, unchanged, saves the facts as they are", () => {
  for (const section of sectionSlugs) {
    const submission = submit(section);
    expect(submission.status, section).toBe("success");
    if (submission.status !== "success") continue;
    const changes = sectionChanges(section, submission.value, facts);
    expect({ ...facts, ...changes }, section).toEqual(facts);
  }
});

test("prices are typed the Brazilian way", () => {
  expect(parseMoney("377")).toBe(377);
  expect(parseMoney("377,00")).toBe(377);
  expect(parseMoney("377,5")).toBe(377.5);
  expect(parseMoney("1.234,56")).toBe(1234.56);
  expect(parseMoney("R$ 99,90")).toBe(99.9);
  expect(parseMoney("377.00")).toBeNaN();
  expect(parseMoney("12,345")).toBeNaN();
  expect(parseMoney("abc")).toBeNaN();

  const saved = submit("inscricoes", (values) => {
    values.tickets[0].fullPrice = "420,50";
    values.tickets[1].installments.amount = "1.000";
  });
  expect(saved.status).toBe("success");
  if (saved.status === "success") {
    const { tickets } = sectionChanges("inscricoes", saved.value, facts);
    expect(tickets?.[0]?.fullPrice).toBe(420.5);
    expect(tickets?.[1]?.installments.amount).toBe(1000);
  }

  for (const wrong of ["", "abc", "377.00", "0", "-5", "3,999"]) {
    const refused = submit("inscricoes", (values) => {
      values.tickets[0].fullPrice = wrong;
    });
    expect(errorsOf(refused), wrong).toEqual({ "tickets[0].fullPrice": ["Preço inválido"] });
  }
  expect(
    errorsOf(
      submit("hospedagem", (values) => {
        values.lodging.hotels[1].nightlyPrice = "duzentos";
      }),
    ),
  ).toEqual({ "lodging.hotels[1].nightlyPrice": ["Preço inválido"] });
});

test("dates must exist, and the congress days come in order", () => {
  expect(
    errorsOf(
      submit("evento", (values) => {
        values.event.courseDate = "2026-09-31";
        values.event.congressDays = ["2026-09-16", ""];
      }),
    ),
  ).toEqual({
    "event.courseDate": ["Data inválida"],
    "event.congressDays[1]": ["Data inválida"],
  });
  expect(
    errorsOf(
      submit("evento", (values) => {
        values.event.congressDays = ["2026-09-17", "2026-09-16"];
      }),
    ),
  ).toEqual({ "event.congressDays": ["O último dia deve ser depois do primeiro"] });

  const saved = submit("evento", (values) => {
    values.event.courseDate = "2026-09-15";
    values.event.congressDays = ["2026-09-16", "2026-09-17", "2026-09-18"];
    values.deadlines.submission = "";
  });
  expect(saved.status).toBe("success");
  if (saved.status === "success") {
    const { event, deadlines } = sectionChanges("evento", saved.value, facts);
    expect(event?.congressDays).toEqual(["2026-09-16", "2026-09-17", "2026-09-18"]);
    expect(event?.courseDate).toBe("2026-09-15");
    // An emptied deadline is unset, not refused.
    expect(deadlines?.submission).toBeNull();
  }
});

test("the time zone is an IANA zone's name, not an offset", () => {
  for (const timeZone of ["+03:00", "GMT-3", "Salvador"]) {
    expect(
      errorsOf(
        submit("evento", (values) => {
          values.event.timeZone = timeZone;
        }),
      ),
    ).toEqual({ "event.timeZone": [INVALID_TIME_ZONE] });
  }
  const saved = submit("evento", (values) => {
    values.event.timeZone = "America/Sao_Paulo";
  });
  expect(saved.status).toBe("success");
});

test("links must be http(s) URLs", () => {
  expect(
    errorsOf(
      submit("contato", (values) => {
        values.links.instagram = "instagram.com/congresso";
        values.links.mainSite = "javascript:alert(1)";
        values.links.registration = "";
      }),
    ),
  ).toEqual({
    "links.instagram": ["URL inválida"],
    "links.mainSite": ["URL inválida"],
    "links.registration": ["URL inválida"],
  });
  expect(
    errorsOf(
      submit("inscricoes", (values) => {
        values.tickets[0].checkoutUrl = "ftp://example.com/checkout";
      }),
    ),
  ).toEqual({ "tickets[0].checkoutUrl": ["URL inválida"] });
  // A course's store page is optional; left empty it is simply absent.
  const saved = submit("cursos", (values) => {
    values.courses[0].storeUrl = "";
  });
  expect(saved.status).toBe("success");
});

test("texts may name only the placeholders the facts fill", () => {
  const refused = submit("faq", (values) => {
    values.faq.push({ question: "Quando é o {evento}?", answer: "Em {periodo}, {dat} e {hora}." });
  });
  expect(errorsOf(refused)).toEqual({
    [`faq[${facts.faq.length}].answer`]: ["Marcadores desconhecidos: {dat}, {hora}"],
  });
  expect(
    errorsOf(
      submit("contato", (values) => {
        values.contact.whatsappMessage = "Olá! Sobre a {edicao_atual} edição";
      }),
    ),
  ).toEqual({ "contact.whatsappMessage": ["Marcador desconhecido: {edicao_atual}"] });

  const saved = submit("faq", (values) => {
    values.faq.push({
      question: "Onde fica?",
      answer: "No {local}, em {cidade} ({grupo_1_acima}).",
    });
  });
  expect(saved.status).toBe("success");
});

test("required fields say so in Portuguese", () => {
  expect(
    errorsOf(
      submit("hospedagem", (values) => {
        values.lodging.hotels.push({ name: "", description: "", image: "" });
      }),
    ),
  ).toMatchObject({
    [`lodging.hotels[${facts.lodging.hotels.length}].name`]: ["Campo obrigatório"],
    [`lodging.hotels[${facts.lodging.hotels.length}].image`]: ["Imagem é obrigatória"],
    [`lodging.hotels[${facts.lodging.hotels.length}].nightlyPrice`]: ["Preço inválido"],
  });
  expect(
    errorsOf(
      submit("evento", (values) => {
        values.event.edition = "quinze";
        values.event.capacityFilledPercent = "120";
      }),
    ),
  ).toEqual({
    "event.edition": ["Informe um número"],
    "event.capacityFilledPercent": ["O valor máximo é 100"],
  });
});

test("a course added in the form gets an id from its title, unique among the courses", () => {
  const saved = submit("cursos", (values) => {
    const first = values.courses[0];
    values.courses.push({ ...first, id: undefined });
  });
  expect(saved.status).toBe("success");
  if (saved.status !== "success") return;
  const { courses } = sectionChanges("cursos", saved.value, facts);
  const added = courses!.at(-1)!;
  expect(added.id).toMatch(/^curso-[a-z0-9-]+$/);
  expect(new Set(courses!.map((course) => course.id)).size).toBe(courses!.length);
});
