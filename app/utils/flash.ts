/** A toast that survives a redirect (STYLE §11): set by an action, shown once by the next page. */
export interface Flash {
  /** Unique per flash, so a re-render or React's double effects never show it twice. */
  id: string;
  type: "success" | "error";
  message: string;
}
