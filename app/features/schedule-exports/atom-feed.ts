import type { EventInfo } from "~/content/event-facts-schema";
import { eventYear } from "~/lib/event-format";
import { escapeXml } from "~/lib/xml";
import { CHANGES_PATH } from "./calendar-feed";
import { describeChange, versionAnchor, type VersionChanges } from "./programme-changes";
import { formatInZone } from "~/lib/time-zone";

// The change list as an Atom feed (RFC 4287).

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
export const ATOM_PATH = `${CHANGES_PATH}.atom`;
export const CHANGES_TITLE = "Alterações na programação";

/** Tag URIs (RFC 4151): a save keeps its id across renders, so a reader never shows it twice. */
const tagId = (host: string, year: number, path: string) => `tag:${host},${year}:${path}`;

function entryXml(entry: VersionChanges, origin: string, host: string, event: EventInfo) {
  const texts = entry.changes.map(describeChange);
  const link = `${origin}${CHANGES_PATH}#${versionAnchor(entry.version)}`;
  const html = `<ul>${texts
    .map(
      (text) =>
        `<li><strong>${escapeXml(text.title)}</strong>${text.details
          .map((detail) => `<br>${escapeXml(detail)}`)
          .join("")}</li>`,
    )
    .join("")}</ul>`;
  const count = entry.changes.length;
  return [
    "  <entry>",
    `    <id>${escapeXml(tagId(host, eventYear(event), `programacao/alteracoes/${entry.version}`))}</id>`,
    `    <title>${escapeXml(`${count} ${count === 1 ? "alteração" : "alterações"} em ${formatInZone(entry.savedAt, event.timeZone, "longDateTime")}`)}</title>`,
    `    <updated>${entry.savedAt.toISOString()}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `    <summary type="text">${escapeXml(texts.map((text) => text.title).join("; "))}</summary>`,
    `    <content type="html">${escapeXml(html)}</content>`,
    "  </entry>",
  ].join("\n");
}

/** `updated` is the last save, so an unchanged programme gives the same bytes. */
export function writeChangesFeed({
  entries,
  origin,
  updated,
  event,
}: {
  entries: readonly VersionChanges[];
  origin: string;
  updated: Date;
  event: EventInfo;
}) {
  const host = new URL(origin).hostname;
  const year = eventYear(event);
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">`,
    `  <id>${escapeXml(tagId(host, year, "programacao/alteracoes"))}</id>`,
    `  <title>${escapeXml(`${CHANGES_TITLE} – ${event.name} ${year}`)}</title>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(event.name)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + ATOM_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin + CHANGES_PATH)}"/>`,
    ...entries.map((entry) => entryXml(entry, origin, host, event)),
    "</feed>",
    "",
  ].join("\n");
}
