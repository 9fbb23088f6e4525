import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { type AuditLogRow, AuditLogTable } from "./audit-log-table";

const row = (action: string, details: AuditLogRow["details"]): AuditLogRow => ({
  id: 1,
  actor: "organizacao@congresso.test",
  action,
  entity: "event-facts",
  entityId: null,
  details,
  createdAt: new Date("2026-03-01T12:00:00Z"),
});

const describedAs = (action: string, details: AuditLogRow["details"]) => {
  const html = renderToStaticMarkup(
    <AuditLogTable rows={[row(action, details)]} timeZone="America/Bahia" />,
  );
  return /<td class="px-4 py-3 font-medium[^"]*">([^<]*)<\/td>/.exec(html)?.[1];
};

test("the event facts' actions read in Portuguese, naming the section or the edition", () => {
  expect(describedAs("event-facts.save", { groups: ["evento"] })).toBe("Salvou Evento e datas");
  expect(describedAs("event-facts.save", { groups: ["inscricoes", "faq"] })).toBe(
    "Salvou Inscrições e preços, Perguntas frequentes",
  );
  expect(describedAs("event-facts.draft-start", { edition: 16 })).toBe(
    "Iniciou rascunho da 16ª edição",
  );
  expect(describedAs("event-facts.publish", { edition: 16 })).toBe("Publicou a 16ª edição");
  expect(describedAs("event-facts.draft-save", { groups: ["cursos"] })).toBe(
    "Salvou rascunho da próxima edição (Cursos pré-congresso)",
  );
});

test("a known code keeps its words, an unknown one is shown as it is", () => {
  expect(describedAs("speaker.create", { name: "Ana" })).toBe("Criou palestrante");
  expect(describedAs("something.new", null)).toBe("something.new");
});
