// `npm run admin -- set-password EMAIL`: sets (or creates) an administrator's password in the
// configured database (DATA_DIR or DATABASE_URL). The password comes from stdin when piped,
// otherwise from a hidden prompt. `npm run admin -- reset-mfa EMAIL` removes an administrator's
// second factor and recovery codes (a lost phone) and signs them out everywhere. Runs on plain Node, so it reaches the app through the server
// bundle (built first when missing), whose entry re-exports what this needs.
import { loadServerBundle } from "./server-bundle.ts";

const usage = [
  "Uso: npm run admin -- set-password EMAIL  (senha pelo stdin ou digitada)",
  "     npm run admin -- reset-mfa EMAIL     (remove a autenticação em dois fatores)",
].join("\n");

async function readStdin() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // Only the line break `echo` or a file adds is dropped; other spaces belong to the password.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (input: string) => {
      for (const char of input) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(new Error("Cancelado."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword() {
  if (!process.stdin.isTTY) return readStdin();
  const password = await promptHidden("Nova senha: ");
  const again = await promptHidden("Confirme a nova senha: ");
  if (password !== again) throw new Error("As senhas não conferem.");
  return password;
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== "set-password" && command !== "reset-mfa") || !email || rest.length > 0) {
    console.error(usage);
    process.exit(2);
  }
  const app = await loadServerBundle<{
    setAdminPasswordCommand: (email: string, password: string) => Promise<string>;
    resetTwoFactorCommand: (email: string) => Promise<string>;
  }>(["setAdminPasswordCommand", "resetTwoFactorCommand"]);
  if (command === "reset-mfa") {
    console.log(await app.resetTwoFactorCommand(email));
    return;
  }
  const password = await readPassword();
  console.log(await app.setAdminPasswordCommand(email, password));
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`Não foi possível concluir: ${(error as Error).message}`);
  process.exit(1);
}
