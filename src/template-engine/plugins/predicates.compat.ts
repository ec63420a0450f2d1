/**
 * Predicates of the older Squarespace engines that the reference engine lacks.
 */
import type { PredicateTable } from '../plugin';

export const COMPAT_PREDICATES: PredicateTable = {
  /**
   * `{.units-metric?}`: the render locale measures in metric units (`{.units-metric?
   * temperature}` asks about temperatures, where e.g. the US uses Fahrenheit). Without
   * locale data it is true, the default of the engines that had it.
   */
  'units-metric?': (args, ctx) => {
    if (ctx.cldr === undefined) return true;
    const category = args[0] === 'temperature' ? 'temperature' : undefined;
    return ctx.cldr.General.measurementSystem(category) === 'metric';
  },
};
