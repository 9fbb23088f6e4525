import { describe, expect, it } from "vitest";
import {
  ADMIN_FORM_MAX_BYTES,
  PAGE_VIEW_MAX_BYTES,
  PUBLIC_FORM_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  bodyRuleFor,
  fieldNameProblem,
  formShapeLimits,
  formShapeProblem,
} from "./request-limits";

describe("fieldNameProblem", () => {
  it.each([
    "name",
    "E-mail",
    "form-name",
    "bot-field",
    "paragraphs[0]",
    "paragraphs[499]",
    "professionals[3].name",
    "a.b.c",
    "Nome",
  ])("accepts the shape %s", (name) => {
    expect(fieldNameProblem(name)).toBeNull();
  });

  it.each([
    ["name[99999999]", "index"],
    ["email[3000000]", "index"],
    ["paragraphs[100000]", "index"],
    ["paragraphs[500]", "index"],
    ["paragraphs[0001]", "index"],
    ["a[x]", "bracket"],
    ["a[", "bracket"],
    ["a.", "trailing-dot"],
    ["__proto__.polluted", "reserved"],
    ["a.constructor.prototype", "reserved"],
    ["", "length"],
    ["x".repeat(201), "length"],
    ["a.b.c.d.e.f.g", "depth"],
    ["a[1][2][3][4][5][6]", "depth"],
  ])("refuses %s (%s)", (name, problem) => {
    expect(fieldNameProblem(name)).toBe(problem);
  });

  it("refuses a 5,000-deep name quickly, by its length", () => {
    expect(fieldNameProblem(`a${".a".repeat(5000)}`)).toBe("length");
    expect(fieldNameProblem(`a${"[0]".repeat(5000)}`)).toBe("length");
  });
});

describe("formShapeProblem", () => {
  it("accepts a real form", () => {
    expect(formShapeProblem(["form-name", "name", "email", "telefone", "message"])).toBeNull();
  });

  it("refuses more fields than any form has", () => {
    const names = Array.from({ length: formShapeLimits.maxFields + 1 }, (_, i) => `f${i}`);
    expect(formShapeProblem(names)).toBe("tooManyFields");
    expect(formShapeProblem(names.slice(1))).toBeNull();
  });

  it("refuses a form with one bad name among good ones", () => {
    expect(formShapeProblem(["name", "name[99999999]"])).toBe("badFieldName");
  });
});

describe("bodyRuleFor", () => {
  it("gives public forms, login and their single-fetch variants the public limit", () => {
    for (const path of ["/", "/_root.data", "/contato", "/contato.data", "/admin/login"]) {
      expect(bodyRuleFor(path)).toMatchObject({ maxBytes: PUBLIC_FORM_MAX_BYTES, form: true });
    }
  });

  it("gives uploads, the admin area and page views their own limits and types", () => {
    expect(bodyRuleFor("/admin/media")).toMatchObject({
      maxBytes: UPLOAD_MAX_BYTES,
      types: ["multipart/form-data"],
    });
    expect(bodyRuleFor("/admin/speakers.data").maxBytes).toBe(ADMIN_FORM_MAX_BYTES);
    expect(bodyRuleFor("/api/page-view")).toMatchObject({
      maxBytes: PAGE_VIEW_MAX_BYTES,
      form: false,
    });
  });
});
