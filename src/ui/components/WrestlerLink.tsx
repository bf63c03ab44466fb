import { Fragment } from 'react';
import { RouteLink } from './RouteLink';

/** Issue 35: a wrestler's page (profile, skills, push, momentum, history) is the career screen. */
export const wrestlerPath = (wrestlerId: number): string => `/career-mode/${wrestlerId}`;

/** A wrestler's name as a link to their page (its accessible name is the wrestler's name). */
export function WrestlerLink({ id, name }: { id: number; name: string }) {
  return <RouteLink to={wrestlerPath(id)}>{name}</RouteLink>;
}

/** Several names, each a link, joined as the lists join them ("A & B"); `empty` when there is nobody. */
export function WrestlerLinks({ people, joiner = ' & ', empty = '' }: { people: readonly { id: number; name: string }[]; joiner?: string; empty?: string }) {
  if (people.length === 0) return <>{empty}</>;
  return (
    <>
      {people.map((p, i) => (
        <Fragment key={`${p.id}-${i}`}>
          {i > 0 && joiner}
          <WrestlerLink id={p.id} name={p.name} />
        </Fragment>
      ))}
    </>
  );
}
