// `npm run dev`: Vite in middleware mode around the same Express app as production, so loaders
// have the database (react-router dev would not run our server).
import express from "express";
import { createServer } from "vite";

const vite = await createServer({
  server: { middlewareMode: true },
  cacheDir: process.env.VITE_CACHE_DIR,
});
const { startDevServer } = await vite.ssrLoadModule("./server/dev.ts");
await startDevServer({ vite: vite.middlewares, express, loadModule: vite.ssrLoadModule });
