// A lifecycle as named transitions (ADR 009), for any job the dispatch runs: a delivery, a ride.
// Each transition names the states it leaves from, the state it leads to and who may fire it; the
// rules below are the same for every machine, so deliveries and rides share them.

export type TransitionRule<Status extends string, Actor extends string> = {
  readonly from: readonly Status[];
  readonly to: Status;
  readonly by: readonly Actor[];
};

export type Machine<Status extends string, Actor extends string, Name extends string> = {
  readonly transitions: Readonly<Record<Name, TransitionRule<Status, Actor>>>;
  readonly names: readonly Name[];
  /** The status `transition` leads to from `from`, or null when it is not allowed from there. */
  apply(from: Status, transition: Name): Status | null;
  /** Whether `actor` may fire `transition`. */
  canFire(transition: Name, actor: Actor): boolean;
  /** The transition that moves `from` to `to`, or null when none does. */
  between(from: Status, to: Status): Name | null;
  /** The first transition `actor` may fire from `status` (declaration order), or null. */
  nextFor(status: Status, actor: Actor): Name | null;
};

export function defineMachine<Status extends string, Actor extends string, Name extends string>(
  transitions: Readonly<Record<Name, TransitionRule<Status, Actor>>>,
): Machine<Status, Actor, Name> {
  const names = Object.keys(transitions) as Name[];
  const apply = (from: Status, transition: Name): Status | null => {
    const rule = transitions[transition];
    return rule.from.includes(from) ? rule.to : null;
  };
  const canFire = (transition: Name, actor: Actor): boolean => transitions[transition].by.includes(actor);
  return {
    transitions,
    names,
    apply,
    canFire,
    between: (from, to) => names.find((name) => apply(from, name) === to) ?? null,
    nextFor: (status, actor) => names.find((name) => canFire(name, actor) && apply(status, name) !== null) ?? null,
  };
}
