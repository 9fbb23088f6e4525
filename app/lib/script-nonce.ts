import { createContext } from "react";

/**
 * The nonce of the page's own inline scripts, made by the server for each render and named by
 * that answer's CSP (server/request-pipeline.ts): React Router's and React's scripts carry it,
 * and nothing else written into the page can run. Undefined in the browser and in development.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);
