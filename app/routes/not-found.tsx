import { data } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import { product } from "~/content/event";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: `Página não encontrada | ${product}` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404: ${pathname}`);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundMessage />;
}
