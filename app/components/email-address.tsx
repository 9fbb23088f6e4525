import { Fragment } from "react";

/** An e-mail address that a narrow column breaks after the "@" or before a dot. */
export function EmailAddress({ address }: { address: string }) {
  const [user, domain = ""] = address.split("@");
  return (
    <span className="[overflow-wrap:anywhere]">
      {user}@<wbr />
      {domain.split(".").map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
