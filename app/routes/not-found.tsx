import { data } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: matches[1].loaderData
      ? `Página não encontrada | ${matches[1].loaderData.facts.event.name}`
      : "Página não encontrada",
  },
  { name: "robots", content: "noindex" },
];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundMessage />;
}
