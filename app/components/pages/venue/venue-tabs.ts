/** The tabs of /local: the venue (the default, at `/local`) and lodging (`/local?aba=hospedagem`). */
export type VenueTab = "local" | "hospedagem";

const VENUE_TAB_PARAM = "aba";

/** The tab an address names; anything else is the default. */
export function readVenueTab(params: URLSearchParams): VenueTab {
  return params.get(VENUE_TAB_PARAM) === "hospedagem" ? "hospedagem" : "local";
}

/** The tab's query, in one spelling ("" for the default): links and the page cache's key. */
export function venueTabQuery(tab: VenueTab) {
  return tab === "local" ? "" : `${VENUE_TAB_PARAM}=${tab}`;
}

export function venueTabLink(tab: VenueTab) {
  const query = venueTabQuery(tab);
  return query ? `/local?${query}` : "/local";
}
