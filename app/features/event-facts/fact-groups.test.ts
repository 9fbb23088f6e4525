import { expect, test } from "vitest";
import { defaultEventFacts } from "~/content/default-event-facts";
import { groupLabels } from "~/content/fact-groups";
import { changedGroups } from "./event-facts.server";

test("no change, no group", () => {
  expect(changedGroups(defaultEventFacts, structuredClone(defaultEventFacts))).toEqual([]);
});

test("each collection names its editor's group; the rules are split between two", () => {
  const facts = defaultEventFacts;
  const changed = {
    ...facts,
    faq: [],
    contact: { ...facts.contact, phone: "(71) 3333-4444" },
    rules: { ...facts.rules, certificate: { ...facts.rules.certificate, daysAfterEvent: 30 } },
  };
  expect(changedGroups(facts, changed)).toEqual(["faq", "contato", "certificados"]);
  const cancellation = {
    ...facts,
    rules: { ...facts.rules, cancellation: { ...facts.rules.cancellation, refundPercent: 40 } },
  };
  expect(changedGroups(facts, cancellation)).toEqual(["inscricoes"]);
});

test("the history names the groups in the organiser's words, in the editors' order", () => {
  expect(groupLabels(["faq", "inscricoes"])).toBe("Inscrições e preços, Perguntas frequentes");
  expect(groupLabels(["desconhecido"])).toBe("");
});
