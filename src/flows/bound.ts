/** A flow function with its first parameter (its dependencies) already given: what a feature's `createXFlows` returns for it. */
export type Bound<F> = F extends (deps: never, ...rest: infer A) => infer R ? (...args: A) => R : never;
