// Hostile request bodies for every public form and admin action: shapes (array indices, nesting,
// reserved names, field counts), sizes, content types, encodings and malformed multipart. Shared
// by the browser-suite spec (tests/e2e/security-requests.spec.ts) and `npm run audit:security`,
// so it imports nothing from the app (it runs under plain Node too).
import { request as httpRequest } from "node:http";

export interface HostileBody {
  label: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Target {
  path: string;
  /** The target's real field names (a valid-looking base the hostile shapes are built on). */
  fields: Record<string, string>;
  /** Whether the request carries the admin session. */
  admin: boolean;
}

const INVALID_EMAIL = "nao-e-um-email";

/** Every public form and every admin action the corpus is sent to. */
export const targets: Target[] = [
  {
    path: "/contato",
    admin: false,
    fields: {
      "form-name": "contact",
      name: "Maria",
      email: INVALID_EMAIL,
      telefone: "71999999999",
      subject: "Assunto",
      message: "Mensagem",
    },
  },
  {
    path: "/patrocinio-exposicao",
    admin: false,
    fields: {
      "form-name": "patrocinio",
      name: "Maria",
      empresa: "Empresa",
      email: INVALID_EMAIL,
      telefone: "71999999999",
      interesse: "Cota",
    },
  },
  {
    path: "/",
    admin: false,
    fields: { "form-name": "contact", Nome: "Maria", "E-mail": INVALID_EMAIL, Mensagem: "x" },
  },
  { path: "/admin/login", admin: false, fields: { email: INVALID_EMAIL, password: "x" } },
  { path: "/api/page-view", admin: false, fields: { path: "", title: "" } },
  {
    path: "/admin/program",
    admin: true,
    fields: { intent: "save", programme: "{", basedOnVersion: "0" },
  },
  { path: "/admin/speakers", admin: true, fields: { intent: "save", name: "", role: "", bio: "" } },
  { path: "/admin/sponsors", admin: true, fields: { sponsors: "[{" } },
  {
    path: "/admin/about-congress",
    admin: true,
    fields: { title: "", edition: "", "paragraphs[0]": "" },
  },
  {
    path: "/admin/inbox/00000000-0000-4000-8000-000000000000?kind=contato",
    admin: true,
    fields: { intent: "delete" },
  },
  { path: "/admin/media", admin: true, fields: { purpose: "nada" } },
];

const urlencoded = (fields: [string, string][]) =>
  Buffer.from(new URLSearchParams(fields).toString());
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

function multipart(parts: { name: string; value: string; filename?: string; type?: string }[]) {
  const boundary = "----hostil7MA4YWxkTrZu0gW";
  const chunks = parts.map(
    (part) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
      (part.filename !== undefined ? `; filename="${part.filename}"` : "") +
      `\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n${part.value}\r\n`,
  );
  return {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(`${chunks.join("")}--${boundary}--\r\n`, "latin1"),
  };
}

/** At least 200 hostile bodies for `target`, each meant to be refused and to store nothing. */
export function hostileBodies(target: Target): HostileBody[] {
  const base = Object.entries(target.fields);
  const names = Object.keys(target.fields);
  const out: HostileBody[] = [];
  const add = (label: string, fields: [string, string][]) => {
    out.push({ label, headers: FORM, body: urlencoded([...base, ...fields]) });
    const mp = multipart([...base, ...fields].map(([name, value]) => ({ name, value })));
    out.push({ label: `${label} (multipart)`, ...mp });
  };

  for (const name of names.slice(0, 4)) {
    for (const index of ["500", "1000", "99999999", "3000000", "4294967296", "9007199254740993"]) {
      add(`${name}[${index}]`, [[`${name}[${index}]`, "x"]]);
    }
  }
  for (const depth of [7, 50, 500, 5000]) {
    add(`profundidade ${depth} (.)`, [[`a${".a".repeat(depth)}`, "x"]]);
    add(`profundidade ${depth} ([0])`, [[`a${"[0]".repeat(depth)}`, "x"]]);
  }
  for (const name of [
    "__proto__.polluted",
    "__proto__[polluted]",
    "constructor.prototype.polluted",
    "a[x]",
    "a[",
    "a]",
    "a.",
    "x".repeat(201),
    "x".repeat(20_000),
    "a[-1]",
    "a[1e9]",
    "a[0x10]",
  ]) {
    add(`nome ${name.slice(0, 30)}`, [[name, "x"]]);
  }
  for (const count of [501, 5000, 15_000]) {
    add(
      `${count} campos`,
      Array.from({ length: count }, (_, i) => [`f${i}`, ""]),
    );
  }
  for (const size of [64 * 1024 + 1, 300 * 1024, 1100 * 1024, 2 * 1024 * 1024]) {
    add(`valor de ${size} bytes`, [[names[0]!, "a".repeat(size)]]);
  }
  const raw = (label: string, headers: Record<string, string>, body: string | Buffer) =>
    out.push({ label, headers, body: Buffer.isBuffer(body) ? body : Buffer.from(body) });
  const formText = new URLSearchParams(base).toString();
  for (const type of [
    "application/json",
    "text/plain",
    "application/xml",
    "text/html",
    "application/octet-stream",
    "multipart/form-data",
    "multipart/mixed; boundary=x",
    "application/x-www-form-urlencoded; charset=utf-16",
    "image/png",
    "*/*",
    "",
  ]) {
    raw(`tipo ${type || "(nenhum)"}`, type ? { "Content-Type": type } : {}, formText);
    raw(
      `JSON como ${type || "(nenhum)"}`,
      type ? { "Content-Type": type } : {},
      JSON.stringify(target.fields),
    );
  }
  for (const encoding of ["gzip", "br", "deflate", "x-unknown"]) {
    raw(`Content-Encoding ${encoding}`, { ...FORM, "Content-Encoding": encoding }, formText);
  }
  for (const text of [
    "%",
    "%zz",
    "%C0%AF",
    "a=%FF%FE%FD",
    "a=%00",
    `${formText}&${"&".repeat(60_000)}`,
    "=".repeat(50_000),
    `${formText}\u0000`,
    `${formText}&name=\u0007`,
    "a".repeat(65 * 1024),
  ]) {
    raw(`corpo ${text.slice(0, 20)}`, FORM, text);
  }
  const boundary = "----b";
  for (const [label, body] of [
    ["multipart sem fim", `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`],
    ["multipart vazio", ""],
    ["multipart sem cabeçalho", `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`],
    [
      "multipart cabeçalho enorme",
      `--${boundary}\r\nX: ${"a".repeat(60_000)}\r\n\r\nx\r\n--${boundary}--`,
    ],
    [
      "multipart aninhado",
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n--c\r\n\r\nx\r\n--c--\r\n--${boundary}--\r\n`,
    ],
  ] as const) {
    raw(label, { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body);
  }
  const fileParts = (filename: string, type = "image/png", value = "\x89PNG\r\n\x1a\n-falso") => [
    ...base.map(([name, value]) => ({ name, value })),
    { name: "file", value, filename, type },
  ];
  for (const filename of [
    "a\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>.png",
    "../../etc/passwd",
    "a\u0000.png",
    "x".repeat(5000),
    "imagem.svg",
  ]) {
    const mp = multipart(fileParts(filename));
    raw(`arquivo ${JSON.stringify(filename).slice(0, 30)}`, mp.headers, mp.body);
  }
  // Text fields sent as files, and a file where text is expected.
  const asFiles = multipart(base.map(([name, value]) => ({ name, value, filename: "a.txt" })));
  raw("campos como arquivos", asFiles.headers, asFiles.body);
  const svg = multipart(fileParts("a.png", "image/png", '<svg onload="alert(1)"/>'));
  raw("SVG disfarçado de PNG", svg.headers, svg.body);
  const pad = 200 - out.length;
  for (let i = 0; i < pad; i++)
    add(`índice extra ${i}`, [[`${names[i % names.length]}[${1000 + i}]`, "x"]]);
  return out;
}

export interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

/**
 * Sends one body with Node's own client (not fetch, which would refuse some of these shapes) and
 * reads at most `maxReply` bytes of the answer.
 */
export function send(
  baseUrl: string,
  path: string,
  { headers, body }: { headers: Record<string, string>; body: Buffer },
  {
    cookie,
    maxReply = 2 * 1024 * 1024,
    timeoutMs = 10_000,
  }: { cookie?: string; maxReply?: number; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "Content-Length": String(body.length),
          Origin: url.origin,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        answered = true;
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxReply) response.destroy();
        });
        const done = () =>
          resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started });
        response.on("end", done);
        response.on("close", done);
      },
    );
    let answered = false;
    request.on("timeout", () => request.destroy(new Error(`sem resposta em ${timeoutMs} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close the connection once it answered a body it refused unread.
      if (answered && (error.code === "EPIPE" || error.code === "ECONNRESET")) return;
      reject(error);
    });
    request.end(body);
  });
}

/**
 * Streams `size` bytes as one form body (with Content-Length when `declared`, chunked
 * otherwise) and resolves at the first answer, whatever is still unsent.
 */
export function streamBody(
  baseUrl: string,
  path: string,
  size: number,
  { declared }: { declared: boolean },
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: url.origin,
        ...(declared ? { "Content-Length": String(size) } : {}),
      },
    });
    request.on("response", (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started });
        request.destroy();
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size && !request.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      if (!request.destroyed) request.end();
    };
    write();
  });
}
