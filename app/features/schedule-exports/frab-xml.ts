import { escapeXml } from "~/lib/xml";
import type { FrabEvent, FrabSchedule } from "./frab-schedule";

// `/schedule.xml` as Frab writes it (c3voc `schedule.xml.xsd`): conference, day › room › event.

type Attributes = Record<string, string | number>;

const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");

/** An element with its attributes, empty (`<name/>`) without text. */
function element(name: string, text: string | number, indent: string, attrs: Attributes = {}) {
  const start = `${indent}<${name}${attributes(attrs)}`;
  return text === "" ? `${start}/>` : `${start}>${escapeXml(text)}</${name}>`;
}

const list = (name: string, items: string[], indent: string) =>
  items.length
    ? [`${indent}<${name}>`, ...items, `${indent}</${name}>`].join("\n")
    : `${indent}<${name}/>`;

function eventXml(event: FrabEvent, indent: string) {
  const inner = `${indent}  `;
  // The builder writes an event's simple fields in the XML schema's order.
  const { guid, id, end: _end, persons: people, links: pages, ...fields } = event;
  const persons = people.map(({ name, ...ids }) => element("person", name, `${inner}  `, ids));
  const links = pages.map(({ url, type, title }) =>
    element("link", title, `${inner}  `, { href: url, type }),
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
    element("generator", "", "  ", { name: "congresso-enfermagem" }),
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
    ...conference.tracks.map(({ name, slug }) => element("track", "", "    ", { name, slug })),
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
