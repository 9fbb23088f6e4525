import { expect, test } from "vitest";
import { isAdminPath, routePath } from "./route-path";

test("a path is read as the router matches it: decoded, in any case, data requests as their route", () => {
  expect(routePath("/_root.data")).toBe("/");
  expect(routePath("/admin/about-congress.data")).toBe("/admin/about-congress");
  expect(routePath("/contato")).toBe("/contato");
  expect(routePath("/ADMIN/Program/")).toBe("/admin/program");
  expect(routePath("/%61dmin/program")).toBe("/admin/program");
  expect(routePath("/%41DMIN%2Fprogram")).toBe("/admin%2fprogram");
  expect(routePath("/programacao/%E0%A4%A")).toBe("/programacao/%e0%a4%a");
});

test("the admin area is recognised in every spelling the router accepts", () => {
  for (const path of [
    "/admin",
    "/ADMIN/program",
    "/%61dmin/speakers",
    "/Admin/speakers.data",
    "/admin/",
  ]) {
    expect(isAdminPath(path), path).toBe(true);
  }
  for (const path of ["/administracao", "/", "/programacao", "/admin%2Fprogram"]) {
    expect(isAdminPath(path), path).toBe(false);
  }
});
