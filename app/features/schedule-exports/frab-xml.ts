import { escapeXml } from "~/lib/xml";
import type { FrabEvent, FrabSchedule } from "./frab-schedule";

// `/schedule.xml` as Frab writes it (c3voc `schedule.xml.xsd`): conference, day › room › event.

const attributes = (attrs: Record<string, string | number>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");

const element = (name: string, text: string | number, indent: string) =>
  text === "" ? `${indent}<${name}/>` : `${indent}<${name}>${escapeXml(text)}</${name}>`;

const tag = (name: string, attrs: Record<string, string | number>, text: string) =>
  `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;

const list = (name: string, items: string[], indent: string) =>
  items.length
    ? [`${indent}<${name}>`, ...items, `${indent}</${name}>`].join("\n")
    : `${indent}<${name}/>`;

function eventXml(event: FrabEvent, indent: string) {
  const inner = `${indent}  `;
  // The builder writes an event's simple fields in the XML schema's order.
  const { guid, id, end: _end, persons: people, links: pages, ...fields } = event;
  const persons = people.map(({ name, ...ids }) => `${inner}  ${tag("person", ids, name)}`);
  const links = pages.map(
    (link) => `${inner}  ${tag("link", { href: link.url, type: link.type }, link.title)}`,
  );
  return [
    `${indent}<event${attributes({ guid, id })}>`,
    ...Object.entries(fields).map(([name, value]) => element(name, value, inner)),
    list("persons", persons, inner),
    list("links", links, inner),
    `${indent}</event>`,
  ].join("\n");
}

export function frabScheduleXml(schedule: FrabSchedule, selfUrl: string) {
  const { conference } = schedule;
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<schedule>`,
    `  <generator${attributes({ name: "congresso-enfermagem" })}/>`,
    element("url", selfUrl, "  "),
    element("version", schedule.version, "  "),
    `  <conference>`,
    ...Object.entries({
      acronym: conference.acronym,
      title: conference.title,
      start: conference.start,
      end: conference.end,
      days: conference.daysCount,
      timeslot_duration: conference.timeslot_duration,
      base_url: schedule.base_url,
      url: conference.url,
      time_zone_name: conference.time_zone_name,
    }).map(([name, text]) => element(name, text, "    ")),
    ...conference.tracks.map(
      (track) => `    <track${attributes({ name: track.name, slug: track.slug })}/>`,
    ),
    `  </conference>`,
  ];
  for (const day of conference.days) {
    const attrs = { index: day.index, date: day.date, start: day.day_start, end: day.day_end };
    lines.push(`  <day${attributes(attrs)}>`);
    for (const room of conference.rooms) {
      const events = day.rooms[room.name];
      if (!events?.length) continue;
      lines.push(`    <room${attributes({ name: room.name, guid: room.guid })}>`);
      for (const event of events) lines.push(eventXml(event, "      "));
      lines.push(`    </room>`);
    }
    lines.push(`  </day>`);
  }
  lines.push(`</schedule>`, "");
  return lines.join("\n");
}
