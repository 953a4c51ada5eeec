import { contract, type AreaName } from './contract'
import type { Spec } from './contract/define'

// The contract's calls as one object, area by area, each a function made from its spec: main's typed client
// (`ApiClient`) and the preload's `api` (`ApiBridge`) are both this walk, typed by their own mapped type over
// the contract. It reads the contract's schemas: main and the preload use it, never the page.

/** Every area of the contract, by name. */
export const AREA_NAMES = Object.keys(contract) as AreaName[]

/** A method of a mapped type over the contract, at its widest: every typed call is one. */
type AnyMethod = (...args: never[]) => unknown

/** Every call of `areas`, made by `make` from its spec, area and name, as `T`: `{ news: { add(input) } }`. */
export function contractCalls<T extends { [A in keyof T]: { [K in keyof T[A]]: AnyMethod } }>(
  areas: readonly (keyof T & AreaName)[],
  make: (spec: Spec, area: AreaName, name: string) => AnyMethod,
): T {
  const built = Object.fromEntries(
    areas.map((area) => {
      const calls: Readonly<Record<string, Spec>> = contract[area]
      return [
        area,
        Object.fromEntries(Object.entries(calls).map(([name, spec]) => [name, make(spec, area, name)])),
      ]
    }),
  )
  // The one cast of the bridge: TypeScript cannot check an object built key by key against a mapped type.
  // What it can check is checked above: every call of each area gets a method, made from that call's spec.
  return built as unknown as T
}
