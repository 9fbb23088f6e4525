import { expect, test } from "vitest";
import { buildInboxCsv, csvCell } from "./inbox-csv";

test("cells are quoted and formula starters are neutralised", () => {
  expect(csvCell("Maria")).toBe('"Maria"');
  expect(csvCell('Diz "olá"; tchau')).toBe('"Diz ""olá""; tchau"');
  for (const risky of ["=HYPERLINK(1)", "+55 71", "-1", "@SUM(A1)", "\tx"]) {
    expect(csvCell(risky)).toBe(`"'${risky}"`);
  }
});

test("the export is UTF-8 with a BOM, ';'-separated, and reads back with its accents", () => {
  const csv = buildInboxCsv(
    [
      {
        kind: "contato",
        name: "Conceição Araújo",
        email: "conceicao@example.com",
        telefone: "(71) 99999-0000",
        subject: "Inscrição; dúvida",
        message: 'Linha 1\nLinha 2 com "aspas" e ç',
        createdAt: new Date("2025-07-01T12:30:00Z"),
        readAt: null,
      },
      {
        kind: "patrocinio",
        name: "João",
        email: "joao@acai.com.br",
        telefone: "=1+1",
        empresa: "Açaí & Cia",
        interesse: "Estande",
        createdAt: new Date("2025-06-30T09:00:00Z"),
        readAt: new Date("2025-07-01T10:00:00Z"),
      },
    ],
    "America/Bahia",
  );
  const bytes = new TextEncoder().encode(csv);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
  const lines = text.split("\r\n");
  expect(lines[0]).toBe(
    '"Tipo";"Recebida em";"Nome";"E-mail";"Telefone";"Assunto";"Mensagem";"Empresa";"Interesse";"Lida"',
  );
  expect(lines[1]).toBe(
    '"Contato";"01/07/2025, 09:30";"Conceição Araújo";"conceicao@example.com";"(71) 99999-0000";"Inscrição; dúvida";"Linha 1\nLinha 2 com ""aspas"" e ç";"";"";"Não"',
  );
  expect(lines[2]).toBe(
    '"Patrocínio";"30/06/2025, 06:00";"João";"joao@acai.com.br";"\'=1+1";"";"";"Açaí & Cia";"Estande";"Sim"',
  );
  expect(lines[3]).toBe("");
});
