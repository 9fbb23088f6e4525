import { escapeXml } from "~/lib/xml";
import type { FrabEvent, FrabSchedule } from "./frab-schedule";

// `/schedule.xml` as Frab writes it (c3voc `schedule.xml.xsd`): conference, day › room › event.

const attributes = (attrs: Record<string, string | number>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");

const element = (name: string, text: string | number, indent: string) =>
  text === "" ? `${indent}<${name}/>` : `${indent}<${name}>${escapeXml(text)}</${name}>`;

function eventXml(event: FrabEvent, indent: string) {
  const inner = `${indent}  `;
  // The builder writes an event's simple fields in the XML schema's order.
  const { guid, id, end: _end, persons: people, links: pages, ...fields } = event;
  const persons = people.map(
    (person) =>
      `${inner}  <person${attributes({ id: person.id, guid: person.guid })}>${escapeXml(person.name)}</person>`,
  );
  const links = pages.map(
    (link) =>
      `${inner}  <link${attributes({ href: link.url, type: link.type })}>${escapeXml(link.title)}</link>`,
  );
  return [
    `${indent}<event${attributes({ guid, id })}>`,
    ...Object.entries(fields).map(([name, value]) => element(name, value, inner)),
    persons.length
      ? [`${inner}<persons>`, ...persons, `${inner}</persons>`].join("\n")
      : `${inner}<persons/>`,
    links.length
      ? [`${inner}<links>`, ...links, `${inner}</links>`].join("\n")
      : `${inner}<links/>`,
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
