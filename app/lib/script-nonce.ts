import { createContext } from "react";

/** The nonce the CSP allows for the page's own inline scripts; undefined in the browser. */
export const ScriptNonce = createContext<string | undefined>(undefined);
