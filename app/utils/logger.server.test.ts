import { expect, test } from "vitest";
import { createLogger, reportError, setAppLogger } from "./logger.server";

test("an error the app reports goes to the server's log once, with its stack and no password", () => {
  const lines: Record<string, unknown>[] = [];
  setAppLogger(
    createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }),
  );
  const error = Object.assign(new Error("falhou"), { password: "segredo-123" });
  reportError("Erro ao salvar", error);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 50, msg: "Erro ao salvar" });
  const logged = lines[0]!.err as { stack: string; password: string };
  expect(logged.stack).toContain("falhou");
  expect(JSON.stringify(lines[0])).not.toContain("segredo-123");
});
